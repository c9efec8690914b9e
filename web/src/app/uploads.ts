import type { UploadSettings } from '../ui/upload/uploadContext';
import { DEFAULT_UPLOAD_URL } from '../ui/upload/uploadContext';
import { SessionExpiredError, TOKEN_MIN_VALIDITY_SECONDS, TOKEN_REFRESH_VALIDITY_SECONDS } from './apollo';
import type { AuthClient } from './auth';
import { currentLanguage } from './i18n';

/**
 * Uploads go straight to the backend through the gateway's pass-through (docs/design.md section 5), with the
 * same token rule as GraphQL calls: refreshed when it expires within 60 s; a failed refresh signs in again.
 */
export function uploadSettings(auth: AuthClient, url = DEFAULT_UPLOAD_URL): UploadSettings {
  return {
    url,
    async headers() {
      if (auth.token() && auth.expiresWithin(TOKEN_MIN_VALIDITY_SECONDS)) {
        try {
          await auth.updateToken(TOKEN_REFRESH_VALIDITY_SECONDS);
        } catch {
          void auth.login();
          throw new SessionExpiredError();
        }
      }
      const token = auth.token();
      return { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    },
  };
}
