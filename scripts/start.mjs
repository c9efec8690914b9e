// `npm start`: the whole product on one machine with its embedded defaults.
// Starts the identity server first (the backend verifies tokens against it), then the backend, then the
// gateway (which serves the built web). Each service runs in its own process group, so stopping this
// script (Ctrl+C or SIGTERM) stops every process it started, not only the npm wrappers.
import './runtime.mjs'; // first: runs this script on the project's Node (docs/decisions.md)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const env = process.env;
const identityPort = Number(env.IDENTITY_PORT ?? 8080);
const backendPort = Number(env.BACKEND_PORT ?? 8000);
const gatewayPort = Number(env.GATEWAY_PORT ?? 4000);
// Every service follows the ports chosen here, so that a second copy on other ports signs in against its own
// identity server and calls its own backend (the defaults are those of ports 8080, 8000 and 4000).
const webOrigins = [5173, gatewayPort].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
const childEnv = {
  ...env,
  OIDC_ISSUER: env.OIDC_ISSUER ?? `http://localhost:${identityPort}/realms/lms`,
  BACKEND_URL: env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`,
  WEB_ORIGIN: env.WEB_ORIGIN ?? `http://localhost:${gatewayPort}`,
  IDENTITY_WEB_URL: env.IDENTITY_WEB_URL ?? `http://localhost:${gatewayPort}`,
  IDENTITY_WEB_ORIGINS: env.IDENTITY_WEB_ORIGINS ?? webOrigins.join(','),
};

const services = [
  // A configured OIDC_ISSUER means a real Keycloak: the embedded identity server is not started.
  ...(env.OIDC_ISSUER
    ? []
    : [
        {
          name: 'identity',
          port: identityPort,
          ready: `http://localhost:${identityPort}/realms/lms/.well-known/openid-configuration`,
        },
      ]),
  { name: 'backend', port: backendPort, ready: `http://127.0.0.1:${backendPort}/lms-backend/api/schema/` },
  { name: 'gateway', port: gatewayPort, ready: `http://127.0.0.1:${gatewayPort}/healthz` },
];

/** True when something already listens on the port: starting would fail, or worse, wait on a stranger. */
function portBusy(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

for (const service of services) {
  if (await portBusy(service.port)) {
    console.error(
      `Port ${service.port} (${service.name}) is already in use: is another copy of the LMS running? ` +
        'Stop it, or choose other ports (IDENTITY_PORT, BACKEND_PORT, GATEWAY_PORT).',
    );
    process.exit(1);
  }
}

// The embedded speech recogniser (optional: without it spoken-target parts wait for a person).
spawnSync('node', ['scripts/ensure-packages.mjs', 'speech', '--optional'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});

// The services run as compiled JavaScript: build them (incrementally, quick when nothing changed).
console.log('Building the services…');
const serviceBuild = spawnSync(
  'npm',
  ['run', 'build', '--silent', '-w', 'domain', '-w', 'backend', '-w', 'identity', '-w', 'gateway'],
  {
    stdio: 'inherit',
  },
);
if (serviceBuild.status !== 0) process.exit(serviceBuild.status ?? 1);

// The gateway serves the built web: build it once on a fresh checkout.
if (!existsSync(new URL('../web/dist/index.html', import.meta.url))) {
  console.log('Building the web client (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(code);
  }, 3000).unref();
}
// `on`, not `once`: a second signal (the runtime wrapper passes its SIGTERM on, a second Ctrl+C) must not kill
// this script before it has made sure its services stopped (the SIGKILL above).
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(service, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${service.name} stopped while starting`);
    try {
      const res = await fetch(service.ready);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${service.name} did not start within ${timeoutMs / 1000} s (${service.ready})`);
}

try {
  for (const service of services) {
    const child = spawn('npm', ['start', '--silent', '-w', service.name], {
      stdio: 'inherit',
      env: childEnv,
      detached: true,
    });
    children.push(child);
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${service.name} stopped (exit code ${code ?? 'signal'}); stopping the others.`);
      stopAll(code || 1);
    });
    await waitFor(service, child);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
  await new Promise(() => {}); // stopAll exits
}

console.log(`
The academy LMS is running:
  web app and GraphQL   http://localhost:${gatewayPort}/  (GraphQL and Apollo Sandbox at http://localhost:${gatewayPort}/graphql)
  REST API              http://127.0.0.1:${backendPort}/lms-backend/api/  (OpenAPI at /lms-backend/api/schema/)
  sign-in (identity)    ${env.OIDC_ISSUER ?? `http://localhost:${identityPort}/realms/lms`}
  development mailbox   http://127.0.0.1:${backendPort}/lms-backend/api/dev/mailbox/
Sign in with a demo account listed above (password Academy2026). Press Ctrl+C to stop.`);
