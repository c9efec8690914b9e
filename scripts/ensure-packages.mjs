// The Debian packages the product and its tests drive, installed with one apt-get when some are missing and we
// may (root); otherwise says how. `node scripts/ensure-packages.mjs [group…] [--optional]` (every group when
// none is named; --optional: a failure is reported, not fatal).
//
// - browser: Debian's chromium, which playwright-core drives (it never downloads a browser);
// - speech: the embedded speech scoring (docs/architecture.md): pocketsphinx with its en-us model, ffmpeg to
//   turn a recording into 16 kHz mono WAV, espeak-ng, whose synthesised sentences the tests score. Without them
//   the backend still runs: spoken-target parts then wait for a person, and the marking page says why;
// - clock: libfaketime, for the unit suites at chosen instants (docs/testing.md, `npm run test:clock`);
// - compose: docker-compose 1.29, which validates docker-compose.yml without a Docker engine.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PACKAGE_GROUPS = {
  browser: [['chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium']],
  speech: [
    ['pocketsphinx', '/usr/bin/pocketsphinx_continuous'],
    ['pocketsphinx-en-us', '/usr/share/pocketsphinx/model/en-us/en-us/mdef'],
    ['ffmpeg', '/usr/bin/ffmpeg'],
    ['espeak-ng', '/usr/bin/espeak-ng'],
  ],
  clock: [['faketime', '/usr/bin/faketime']],
  compose: [['docker-compose', '/usr/bin/docker-compose']],
};

const LEAN = new Set(['docker-compose', 'faketime']);

/** Installs what `groups` need and is missing. Answers true when everything is there afterwards. */
export function ensurePackages(groups = Object.keys(PACKAGE_GROUPS)) {
  const missing = groups
    .flatMap((g) => PACKAGE_GROUPS[g] ?? [])
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (!missing.length) return true;
  // docker-compose recommends the whole Docker engine, which these machines cannot run: the file alone.
  const lean = missing.filter((name) => LEAN.has(name));
  const full = missing.filter((name) => !LEAN.has(name));
  const install = [
    full.length && `apt-get install -y -qq ${full.join(' ')}`,
    lean.length && `apt-get install -y -qq --no-install-recommends ${lean.join(' ')}`,
  ]
    .filter(Boolean)
    .join(' && ');
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(', ')}. Install them: sudo ${install}`);
    return false;
  }
  console.log(`Installing ${missing.join(', ')} (apt-get)…`);
  try {
    execSync(`apt-get update -qq && ${install}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch (e) {
    console.error(`Could not install ${missing.join(', ')}: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const groups = args.filter((a) => !a.startsWith('--'));
  const unknown = groups.filter((g) => !(g in PACKAGE_GROUPS));
  if (unknown.length) {
    console.error(
      `Unknown package group(s): ${unknown.join(', ')} (${Object.keys(PACKAGE_GROUPS).join(', ')})`,
    );
    process.exit(2);
  }
  const ok = ensurePackages(groups.length ? groups : undefined);
  process.exit(ok || args.includes('--optional') ? 0 : 1);
}
