import type { AuthClient } from './auth';
import { createKeycloakAuth } from './auth';
import { config } from './config';

let early: AuthClient | null = null;

/**
 * The tab's sign-on, started as the entry runs (`web/src/main.tsx`), before the app's chunk has come: on a
 * slow connection the check at the identity server and the token request then go while React, the router,
 * Apollo and the catalogue still download, not after them (docs/decisions.md "Sign-on starts before the
 * app"). `startApp` takes this same client; its `init` answers the sign-on already under way.
 */
export function earlyAuth(): AuthClient {
  if (!early) {
    early = createKeycloakAuth(config);
    // Handled where the app waits for it (`startApp`); a failure here is only the sign-on's.
    early.init().catch(() => undefined);
  }
  return early;
}
