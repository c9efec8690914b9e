import { createContext, useContext } from 'react';

/**
 * Where files go and with which headers (the bearer token, the language): set up by app/ from the session,
 * so ui/ needs no GraphQL and no app code. `headers` is asked before every upload (the token may be
 * refreshed first).
 */
export interface UploadSettings {
  url: string;
  headers: () => Promise<Record<string, string>>;
}

export const DEFAULT_UPLOAD_URL = '/lms-backend/api/upload/';

export const UploadContext = createContext<UploadSettings>({
  url: DEFAULT_UPLOAD_URL,
  headers: () => Promise.resolve({}),
});

export const useUploadSettings = () => useContext(UploadContext);
