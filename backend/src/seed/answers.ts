import { SPEAKING_CRITERIA } from './bank-types.js';
import type { SeededPart } from './content.js';
import {
  ONLINE_ESSAYS,
  SPEAKING_TRANSCRIPTS,
  TASK1_REPORTS,
  TASK2_ESSAYS,
  type StudentText,
} from './essays.js';
import type { Rng } from './random.js';

/** A student's answer to one part, scored the way the key (or the teacher) would score it. */
export interface PlannedAnswer {
  part: SeededPart;
  answer: Record<string, unknown>;
  /** null while not marked. */
  score: number | null;
  teacherComment: string;
  errors: StudentText['errors'];
}

export interface SpeakingMark {
  criterion: string;
  band: string;
  score: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const quarter = (x: number) => Math.round(x * 4) / 4;

/** The oral rubric bands of SPEC.md point 9 (10-9, 8-7, 6-5, 4-3, 2-1). */
export function rubricBand(score: number): string {
  const top = score >= 9 ? 10 : score >= 7 ? 8 : score >= 5 ? 6 : score >= 3 ? 4 : 2;
  return `${top}-${top - 1}`;
}

/** The four speaking criteria, each on the 10-point oral rubric, around the student's level. */
export function speakingMarks(rng: Rng, ability: number): SpeakingMark[] {
  return SPEAKING_CRITERIA.map((criterion) => {
    const score = clamp(Math.round(ability * 10) + rng.int(-1, 1), 1, 10);
    return { criterion, band: rubricBand(score), score };
  });
}

function essayFor(part: SeededPart, ability: number): StudentText {
  const prompt = String(part.content.prompt);
  if (part.content.task === 1) return TASK1_REPORTS[ability >= 0.65 ? 0 : 1]!;
  if (prompt.startsWith('Online learning')) return ONLINE_ESSAYS[ability >= 0.6 ? 0 : 1]!;
  return TASK2_ESSAYS[ability >= 0.78 ? 1 : ability >= 0.58 ? 0 : 2]!;
}

function writingComment(share: number): string {
  if (share >= 0.75) return 'Bài viết tốt, lập luận rõ ràng và có ví dụ. Chú ý đa dạng hóa từ nối.';
  if (share >= 0.55) return 'Bố cục ổn, ý chính rõ. Cần sửa lỗi chia động từ và phát triển ý sâu hơn.';
  return 'Bài còn nhiều lỗi ngữ pháp cơ bản và chưa đủ số từ. Xem lại các lỗi đã đánh dấu và viết lại.';
}

/** The option letters of a choice part, or null for free-text parts. */
function optionKeys(part: SeededPart): string[] | null {
  const options = part.content.options;
  if (!Array.isArray(options) || typeof options[0] !== 'object') return null;
  return (options as { key: string }[]).map((o) => o.key);
}

function autoAnswer(rng: Rng, part: SeededPart, right: boolean): Record<string, unknown> {
  const key = part.answer.correct as string[];
  const keys = optionKeys(part);
  if (!keys) return { value: [right ? key[0]! : (part.wrong?.[0] ?? '')] };
  if (right) return { value: key };
  const wrong = rng.pick(keys.filter((k) => !key.includes(k)));
  return { value: key.length > 1 ? [key[0]!, wrong] : [wrong] };
}

/**
 * Answers to the parts of one attempt. `marked` says whether the teacher has scored the manual parts;
 * `speaking` gives the rubric marks that score the speaking parts.
 */
export function planAnswers(
  rng: Rng,
  parts: SeededPart[],
  ability: number,
  marked: boolean,
  speaking: SpeakingMark[] | null,
): PlannedAnswer[] {
  return parts.map((part, position) => {
    const max = part.score * part.weight;
    if (part.type === 'writing') {
      const essay = essayFor(part, ability);
      const score = marked ? quarter(max * clamp(ability + rng.int(-10, 8) / 100, 0.2, 0.95)) : null;
      return {
        part,
        answer: { text: essay.text },
        score,
        teacherComment: score === null ? '' : writingComment(score / max),
        errors: marked ? essay.errors.slice(0, rng.int(1, essay.errors.length)) : [],
      };
    }
    if (part.type === 'speaking_ielt') {
      const transcript =
        part.content.part === 2
          ? SPEAKING_TRANSCRIPTS[3]!
          : ability < 0.55
            ? SPEAKING_TRANSCRIPTS[4]!
            : SPEAKING_TRANSCRIPTS[position % 3]!;
      const mean = speaking ? speaking.reduce((s, m) => s + m.score, 0) / speaking.length : null;
      return {
        part,
        answer: { recording: null, transcript },
        score: marked && mean !== null ? quarter((max * mean) / 10) : null,
        teacherComment: '',
        errors: [],
      };
    }
    const right = rng.next() < ability;
    return {
      part,
      answer: autoAnswer(rng, part, right),
      score: right ? max : 0,
      teacherComment: '',
      errors: [],
    };
  });
}

/** The attempt's score in percent, from its answers; null while any part is unmarked. */
export function examScore(answers: PlannedAnswer[]): number | null {
  if (answers.some((a) => a.score === null)) return null;
  const max = answers.reduce((s, a) => s + a.part.score * a.part.weight, 0);
  const earned = answers.reduce((s, a) => s + a.score!, 0);
  return max === 0 ? 0 : Math.round((1000 * earned) / max) / 10;
}
