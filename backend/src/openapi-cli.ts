import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { buildApp } from './app.js';
import type { Db } from './db/client.js';
import type { IdentityAdmin } from './identity/admin-client.js';
import type { Mailer } from './mail/mailer.js';

/** Writes backend/openapi.json from the route schemas; `npm run codegen` runs it, CI checks it is fresh. */
const app = await buildApp({
  db: {} as Db,
  issuer: 'http://localhost:8080/realms/lms',
  keys: createLocalJWKSet({ keys: [] }),
  identity: {} as IdentityAdmin,
  mailer: { capturesMail: false } as Mailer,
  webOrigin: 'http://localhost:4000',
});
await app.ready();
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
