// Validates docker-compose.yml without a Docker engine (Debian's docker-compose 1.29 parses and
// interpolates it), installed by scripts/ensure-packages.mjs when missing.
import { spawnSync } from 'node:child_process';
import { ensurePackages } from './ensure-packages.mjs';

if (!ensurePackages(['compose'])) process.exit(1);
// The compose file requires its secrets from the environment; placeholders are enough to validate it.
const env = {
  ...process.env,
  POSTGRES_PASSWORD: 'validate-only',
  KEYCLOAK_ADMIN_PASSWORD: 'validate-only',
  LMS_BACKEND_CLIENT_SECRET: 'validate-only',
  LMS_GATEWAY_CLIENT_SECRET: 'validate-only',
};
const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '--quiet'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
  env,
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log('docker-compose.yml is valid.');
