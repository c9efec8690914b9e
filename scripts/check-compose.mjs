// Validates docker-compose.yml without a Docker engine (Debian's docker-compose 1.29 parses and
// interpolates it). Installs docker-compose with apt-get when missing and we are root.
import { execSync, spawnSync } from 'node:child_process';

const has = () => spawnSync('sh', ['-c', 'command -v docker-compose'], { stdio: 'ignore' }).status === 0;
if (!has()) {
  if (process.getuid?.() !== 0) {
    console.error('docker-compose is missing: sudo apt-get install -y docker-compose');
    process.exit(1);
  }
  console.log('Installing Debian docker-compose to validate docker-compose.yml (apt-get)…');
  execSync('apt-get update -qq && apt-get install -y -qq docker-compose', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
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
