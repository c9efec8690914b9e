import { loadConfig } from './config.js';
import { startIdentityServer } from './server.js';

const config = loadConfig();
const server = await startIdentityServer(config);

const database = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`Identity server (Keycloak-compatible) listening on ${server.url}
  issuer:     ${server.issuer}
  discovery:  ${server.issuer}/.well-known/openid-configuration
  sign in:    ${config.webUrl} (client lms-web; the sign-in page is served at ${server.issuer}/protocol/openid-connect/auth/<uid>/login-actions)
  admin API:  ${new URL(server.issuer).origin}/admin/realms/lms (service account lms-backend)
  secrets:    ${server.clientsFile}
  storage:    ${database}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Identity server stopping (${signal})`);
  await server.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
