// `npm start`: the whole product on one machine with its embedded defaults.
// Starts the identity server first (the backend verifies tokens against it), then the backend.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const services = [
  {
    name: 'identity',
    workspace: 'identity',
    ready: process.env.OIDC_ISSUER
      ? null
      : 'http://localhost:8080/realms/lms/.well-known/openid-configuration',
  },
  { name: 'backend', workspace: 'backend', ready: 'http://127.0.0.1:8000/lms-backend/api/schema/' },
  { name: 'gateway', workspace: 'gateway', ready: 'http://127.0.0.1:4000/healthz' },
];

// The gateway serves the built web: build it once on a fresh checkout.
if (!existsSync(new URL('../web/dist/index.html', import.meta.url))) {
  console.log('Building the web client (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

async function waitFor(url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s (${url})`);
}

for (const service of services) {
  if (service.name === 'identity' && process.env.OIDC_ISSUER) continue; // a real Keycloak is configured
  const child = spawn('npm', ['start', '--silent', '-w', service.workspace], {
    stdio: 'inherit',
    env: process.env,
  });
  children.push(child);
  child.once('exit', (code) => {
    console.error(`${service.name} stopped (exit code ${code ?? 'signal'}); stopping the others.`);
    stopAll(code ?? 1);
  });
  if (service.ready) await waitFor(service.ready, service.name);
}
console.log(`
The academy LMS is running:
  web app and GraphQL   http://localhost:4000/  (GraphQL and Apollo Sandbox at http://localhost:4000/graphql)
  REST API              http://127.0.0.1:8000/lms-backend/api/  (OpenAPI at /lms-backend/api/schema/)
  sign-in (identity)    http://localhost:8080/realms/lms
  development mailbox   http://127.0.0.1:8000/lms-backend/api/dev/mailbox/
Sign in with a demo account listed above (password Academy2026). Press Ctrl+C to stop.`);
