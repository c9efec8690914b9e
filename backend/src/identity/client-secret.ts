import { readFile } from 'node:fs/promises';
import type { BackendConfig } from '../config.js';

/**
 * The admin client's secret: from OIDC_ADMIN_CLIENT_SECRET, or in development from the file the
 * embedded identity server writes at first start (never committed).
 */
export async function adminClientSecret(config: BackendConfig): Promise<string> {
  if (config.adminClientSecret) return config.adminClientSecret;
  try {
    const clients = JSON.parse(await readFile(config.identityClientsFile, 'utf8')) as Record<string, unknown>;
    const entry = clients[config.adminClientId];
    const secret = typeof entry === 'string' ? entry : (entry as { secret?: string } | undefined)?.secret;
    if (secret) return secret;
  } catch {
    // fall through to the error below
  }
  throw new Error(
    `No secret for the identity admin client ${config.adminClientId}: set OIDC_ADMIN_CLIENT_SECRET ` +
      `(or start the embedded identity server, which writes ${config.identityClientsFile}).`,
  );
}
