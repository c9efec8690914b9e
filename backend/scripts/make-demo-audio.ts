/**
 * Makes the demo bank's audio (backend/src/seed/media/*.mp3) from src/seed/audio-clips.ts with a speech
 * synthesiser. Run it only when a clip's text changes, then commit the mp3 files: the seed, CI and
 * `npm start` use the committed files and need neither tool.
 *
 *   apt-get install -y espeak-ng ffmpeg     # Debian/Ubuntu
 *   npx tsx backend/scripts/make-demo-audio.ts [clip-name ...]
 *
 * Each speaker turn is spoken by espeak-ng into a WAV, the turns are joined with half a second of silence,
 * and ffmpeg encodes the clip as mono 22.05 kHz MP3 at 32 kbit/s (about 4 kB a second).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIO_CLIPS, VOICES, type AudioClip, type ClipName } from '../src/seed/audio-clips.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/seed/media');
const work = mkdtempSync(path.join(tmpdir(), 'demo-audio-'));
const wanted = process.argv.slice(2) as ClipName[];
const clips = Object.entries(AUDIO_CLIPS).filter(
  ([name]) => !wanted.length || wanted.includes(name as ClipName),
) as [string, AudioClip][];

try {
  for (const [name, clip] of clips) {
    const parts = clip.lines.map((line, i) => {
      const wav = path.join(work, `${name}-${i}.wav`);
      // -s 150 words a minute: a little slower than espeak's default, as in a listening test.
      execFileSync('espeak-ng', ['-v', VOICES[line.voice], '-s', '150', '-w', wav, line.text]);
      return wav;
    });
    const list = path.join(work, `${name}.txt`);
    const silence = path.join(work, 'silence.wav');
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=22050:cl=mono',
      '-t',
      '0.5',
      silence,
    ]);
    writeFileSync(
      list,
      parts.flatMap((p, i) => [...(i ? [`file '${silence}'`] : []), `file '${p}'`]).join('\n'),
    );
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-ac',
      '1',
      '-ar',
      '22050',
      '-b:a',
      '32k',
      '-map_metadata',
      '-1',
      '-id3v2_version',
      '0',
      path.join(out, clip.file),
    ]);
    console.log(`${clip.file}: ${statSync(path.join(out, clip.file)).size} bytes`);
  }
  const total = readdirSync(out).reduce((sum, f) => sum + statSync(path.join(out, f)).size, 0);
  console.log(`media/ holds ${Math.round(total / 1024)} kB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
