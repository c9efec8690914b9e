// Speech scoring (DESIGN.md section 9) embeds Debian's offline recogniser: pocketsphinx with its en-us model,
// ffmpeg to turn a recording into 16 kHz mono WAV, and espeak-ng, whose synthesised sentences the tests score.
// Installs them with apt-get when they are missing and we may (root); otherwise says how. Without them the
// backend still runs: spoken-target parts then wait for a person, and the marking page says why.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  ['pocketsphinx', '/usr/bin/pocketsphinx_continuous'],
  ['pocketsphinx-en-us', '/usr/share/pocketsphinx/model/en-us/en-us/mdef'],
  ['ffmpeg', '/usr/bin/ffmpeg'],
  ['espeak-ng', '/usr/bin/espeak-ng'],
];
const missing = needed.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (!missing.length) process.exit(0);
const command = `apt-get install -y -qq ${missing.join(' ')}`;
if (process.getuid?.() !== 0) {
  console.error(`Speech scoring needs ${missing.join(', ')}. Install them: sudo ${command}`);
  process.exit(process.argv.includes('--optional') ? 0 : 1);
}
console.log(`Installing ${missing.join(', ')} for speech scoring (apt-get)…`);
try {
  execSync(`apt-get update -qq && ${command}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch (e) {
  console.error(`Could not install ${missing.join(', ')}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(process.argv.includes('--optional') ? 0 : 1);
}
