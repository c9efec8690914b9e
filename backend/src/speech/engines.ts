/**
 * Speech scoring engines (docs/design.md section 9, `score_audio`): one interface, two implementations. The
 * embedded default runs Debian's offline recogniser, pocketsphinx with its en-us model, in child processes
 * (ffmpeg to 16 kHz mono WAV, then the decoder), so the event loop is never blocked; the other posts the
 * recording to an external service at SPEECH_SCORING_URL. Both answer what was heard; the backend compares it
 * with the target text (`matchSpeech` of @lms/domain).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { speechWords } from '@lms/domain';

export interface Heard {
  /** The words recognised. */
  recognised: string;
  /** The service's own 0..1 score, when it gives one; otherwise the backend's word alignment decides. */
  match?: number;
}

export interface SpeechEngine {
  readonly name: 'pocketsphinx' | 'service';
  /** What was said in the recording at `file` (any format ffmpeg reads), the part's target text beside it. */
  recognise(file: string, mimeType: string, target: string): Promise<Heard>;
}

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const DECODER = '/usr/bin/pocketsphinx_continuous';
const FFMPEG = '/usr/bin/ffmpeg';
const TIMEOUT_MS = 60_000;

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(new Error(`${path.basename(file)}: ${error.message}`));
      else resolve(stdout);
    });
  });
}

/**
 * Everyday words the decoder may hear besides the target's, so that another sentence is heard as itself and
 * not forced onto the target's words.
 */
const EVERYDAY = (
  'a an the i you he she it we they me him her us them my your his our their this that these those is am ' +
  'are was were be been have has had do does did will would can could should may might must not no yes and ' +
  'or but if so because when where what who which how why there here of to in on at for with from by about ' +
  'as into like than then up down out over after before all some any many much more most very too also just ' +
  'only well good bad new old big small long little one two three day time year people man woman child ' +
  'thing place way go come get make take see know think say tell give look want need feel try call work ' +
  'live play eat drink read write walk talk love please thank cup coffee tea water food home school house ' +
  'family friend town city'
).split(' ');

/**
 * A language model for one prompt, as reading tutors use: the target's words and everyday words as
 * unigrams, the target's word pairs as likely bigrams. The decoder then recognises the target when it is said
 * and other words when they are, over a vocabulary of a few hundred words (fast: about 0.1 s per second of
 * speech on this machine).
 */
export function promptModel(target: string[]): { arpa: string; vocabulary: string[] } {
  const targetSet = new Set(target);
  const vocabulary = [...new Set([...target, ...EVERYDAY])];
  const unigram = (w: string) =>
    Math.log10((targetSet.has(w) ? 0.5 / targetSet.size : 0) + 0.5 / EVERYDAY.length).toFixed(4);
  const sequence = ['<s>', ...target, '</s>'];
  const pairs = [...new Set(sequence.slice(1).map((w, i) => `${sequence[i]} ${w}`))];
  const arpa = [
    '\\data\\',
    `ngram 1=${vocabulary.length + 2}`,
    `ngram 2=${pairs.length}`,
    '',
    '\\1-grams:',
    '-99 <s> -0.3',
    '-1.5 </s> 0',
    ...vocabulary.map((w) => `${unigram(w)} ${w} -0.3`),
    '',
    '\\2-grams:',
    ...pairs.map((p) => `-0.2 ${p}`),
    '',
    '\\end\\',
    '',
  ].join('\n');
  return { arpa, vocabulary };
}

/** The pronunciations of these words from the model's dictionary (grep in a child process, not here). */
async function dictionaryOf(words: string[]): Promise<string> {
  const pattern = `^(${words.join('|')})(\\([0-9]+\\))? `;
  return run('/usr/bin/grep', ['-E', pattern, path.join(MODEL_DIR, 'cmudict-en-us.dict')]).catch(() => '');
}

export const pocketsphinxAvailable = () =>
  existsSync(DECODER) && existsSync(FFMPEG) && existsSync(path.join(MODEL_DIR, 'en-us', 'mdef'));

export const pocketsphinxEngine: SpeechEngine = {
  name: 'pocketsphinx',
  async recognise(file, _mimeType, target) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lms-speech-'));
    try {
      const wav = path.join(dir, 'speech.wav');
      await run(FFMPEG, [
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-i',
        file,
        '-ar',
        '16000',
        '-ac',
        '1',
        wav,
      ]);
      const { arpa, vocabulary } = promptModel(speechWords(target).filter((w) => /^[a-z']+$/.test(w)));
      const dict = await dictionaryOf(vocabulary);
      await Promise.all([
        writeFile(path.join(dir, 'prompt.arpa'), arpa),
        writeFile(path.join(dir, 'prompt.dict'), dict),
      ]);
      const out = await run(DECODER, [
        '-infile',
        wav,
        '-hmm',
        path.join(MODEL_DIR, 'en-us'),
        '-lm',
        path.join(dir, 'prompt.arpa'),
        '-dict',
        path.join(dir, 'prompt.dict'),
        '-logfn',
        '/dev/null',
      ]);
      return {
        recognised: out
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' '),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

/**
 * The external service: POST `{target_text, mime_type, audio_base64}` as JSON; it answers
 * `{transcript, score?}` (score 0..1). docs/product.md shows no payload of the original service, so this is ours.
 */
export function serviceEngine(url: string, fetchImpl: typeof fetch = fetch): SpeechEngine {
  return {
    name: 'service',
    async recognise(file, mimeType, target) {
      const audio = await readFile(file);
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          target_text: target,
          mime_type: mimeType,
          audio_base64: audio.toString('base64'),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`speech service answered ${res.status}`);
      const body = (await res.json()) as { transcript?: unknown; score?: unknown };
      const recognised = typeof body.transcript === 'string' ? body.transcript : '';
      const score =
        typeof body.score === 'number' && body.score >= 0 && body.score <= 1 ? body.score : undefined;
      return { recognised, ...(score !== undefined ? { match: score } : {}) };
    },
  };
}

/** SPEECH_SCORING_URL first, the embedded recogniser when installed, otherwise none (a person marks). */
export function configuredEngine(url: string | undefined): SpeechEngine | null {
  if (url) return serviceEngine(url);
  return pocketsphinxAvailable() ? pocketsphinxEngine : null;
}
