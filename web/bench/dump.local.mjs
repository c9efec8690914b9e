// local analysis only (not committed)
import { writeFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
const web = new URL('..', import.meta.url);
const chunks = {};
await build({ root: fileURLToPath(web), logLevel: 'warn', build: { manifest: true }, plugins: [{ name: 'c', apply: 'build', generateBundle(_o, b) { for (const out of Object.values(b)) if (out.type === 'chunk') chunks[out.fileName] = Object.entries(out.modules).filter(([, m]) => m.renderedLength > 0).map(([id, m]) => [id.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/web\/src\//, 'src/').replace(/^.*\/domain\/src\//, 'domain/'), m.renderedLength]); } }] });
const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));
writeFileSync('/tmp/h-weight/dump.json', JSON.stringify({ chunks, manifest }));
