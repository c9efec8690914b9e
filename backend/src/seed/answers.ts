import type { Part, PartContent, PartAnswer, PartResponse } from '@lms/domain/questions';
import { blanksOf, interactionOf, scaledTotal, scorePart } from '@lms/domain/questions';
import { bandOf } from '@lms/domain';
import { SPEAKING_CRITERIA } from './bank-types.js';
import type { SeededPart } from './content.js';
import { ONLINE_ESSAYS, TASK1_REPORTS, TASK2_ESSAYS, type StudentText } from './essays.js';
import type { Rng } from './random.js';

/**
 * A student's response to one part, in the shape of the registry's RESPONSE_SCHEMAS, with the score it got:
 * scorePart's for keyed parts, a person's mark for writing and speaking, the speech scorer's for a text read
 * aloud. A score is on the part's own scale (0 to its score); weights apply in the exam's total.
 */
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

/** The media ids (as strings, the responses' shape) of the demo students' recordings. */
export interface Recordings {
  answer: string | null;
  readAloud: string | null;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const quarter = (x: number) => Math.round(x * 4) / 4;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The oral rubric bands of docs/product.md point 9 (10-9, 8-7, 6-5, 4-3, 2-1). */
export function rubricBand(score: number): string {
  return bandOf(score) ?? '2-1';
}

/** The four speaking criteria, each on the 10-point oral rubric, around the student's level. */
export function speakingMarks(rng: Rng, ability: number): SpeakingMark[] {
  return SPEAKING_CRITERIA.map((criterion) => {
    const score = clamp(Math.round(ability * 10) + rng.int(-1, 1), 1, 10);
    return { criterion, band: rubricBand(score), score };
  });
}

function essayFor(part: SeededPart, ability: number): StudentText {
  if (part.questionKey === 'task1-internet') return TASK1_REPORTS[ability >= 0.65 ? 0 : 1]!;
  if (part.questionKey === 'task2-online') return ONLINE_ESSAYS[ability >= 0.6 ? 0 : 1]!;
  return TASK2_ESSAYS[ability >= 0.78 ? 1 : ability >= 0.58 ? 0 : 2]!;
}

function writingComment(share: number): string {
  if (share >= 0.75) return 'Bài viết tốt, lập luận rõ ràng và có ví dụ. Chú ý đa dạng hóa từ nối.';
  if (share >= 0.55) return 'Bố cục ổn, ý chính rõ. Cần sửa lỗi chia động từ và phát triển ý sâu hơn.';
  return 'Bài còn nhiều lỗi ngữ pháp cơ bản và chưa đủ số từ. Xem lại các lỗi đã đánh dấu và viết lại.';
}

const asPart = (part: SeededPart) => part as unknown as Part;

/**
 * What a student of this ability answers to a keyed part: each choice, blank, pair or region right with a
 * chance of `ability`, and otherwise the typical wrong answer.
 */
export function keyedResponse(rng: Rng, part: SeededPart, ability: number): Record<string, unknown> {
  const right = () => rng.next() < ability;
  const other = <T>(items: readonly T[], not: T) => rng.pick(items.filter((x) => x !== not));
  switch (interactionOf(part.type)) {
    case 'single_choice': {
      const c = part.content as PartContent<'single_choice'>;
      const key = (part.answer as PartAnswer<'single_choice'>).correct;
      return {
        choice: right()
          ? key
          : other(
              c.options.map((o) => o.id),
              key,
            ),
      } satisfies PartResponse<'single_choice'>;
    }
    case 'multiple_choice': {
      const c = part.content as PartContent<'multiple_choice'>;
      const key = (part.answer as PartAnswer<'multiple_choice'>).correct;
      if (right()) return { choices: [...key] };
      const wrong = rng.pick(c.options.map((o) => o.id).filter((id) => !key.includes(id)));
      return { choices: [...key.slice(0, -1), wrong] } satisfies PartResponse<'multiple_choice'>;
    }
    case 'text_entry': {
      const c = part.content as PartContent<'text_entry'>;
      const key = (part.answer as PartAnswer<'text_entry'>).blanks;
      const typed = blanksOf(c.text).map((id) => {
        const accepted = key.find((b) => b.id === id)!.accepted;
        return [id, right() ? rng.pick(accepted) : (part.wrong?.[id] ?? '')] as const;
      });
      return { blanks: Object.fromEntries(typed.filter(([, text]) => text !== '')) };
    }
    case 'matching': {
      const c = part.content as PartContent<'matching'>;
      const key = (part.answer as PartAnswer<'matching'>).pairs;
      const ids = c.options.map((o) => o.id);
      return {
        pairs: Object.fromEntries(
          c.items.map((item) => [item.id, right() ? key[item.id]! : other(ids, key[item.id]!)]),
        ),
      } satisfies PartResponse<'matching'>;
    }
    case 'ordering': {
      const key = (part.answer as PartAnswer<'ordering'>).order;
      if (right()) return { order: [...key] };
      const swapped = [...key];
      [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
      return { order: swapped } satisfies PartResponse<'ordering'>;
    }
    case 'hotspot': {
      const c = part.content as PartContent<'hotspot'>;
      const key = new Set((part.answer as PartAnswer<'hotspot'>).correct);
      const centre = (r: (typeof c.regions)[number]) => ({
        x: round2(r.x + r.width / 2),
        y: round2(r.y + r.height / 2),
      });
      const others = c.regions.filter((r) => !key.has(r.id));
      const points = c.regions
        .filter((r) => key.has(r.id))
        .map((r) => (right() || !others.length ? centre(r) : centre(rng.pick(others))));
      return { points } satisfies PartResponse<'hotspot'>;
    }
    default:
      return {};
  }
}

/**
 * Answers to the parts of one attempt (parts that only introduce get none). `marked` says whether the
 * teacher has scored the parts a person marks; `speaking` gives the rubric marks that score the speaking parts.
 */
export function planAnswers(
  rng: Rng,
  parts: SeededPart[],
  ability: number,
  marked: boolean,
  speaking: SpeakingMark[] | null,
  recordings: Recordings,
): PlannedAnswer[] {
  return parts
    .filter((part) => interactionOf(part.type) !== 'none')
    .map((part) => {
      const interaction = interactionOf(part.type);
      if (interaction === 'extended_writing') {
        const essay = essayFor(part, ability);
        const score = marked ? quarter(part.score * clamp(ability + rng.int(-10, 8) / 100, 0.2, 0.95)) : null;
        return {
          part,
          answer: { text: essay.text },
          score,
          teacherComment: score === null ? '' : writingComment(score / part.score),
          errors: marked ? essay.errors.slice(0, rng.int(1, essay.errors.length)) : [],
        };
      }
      if (interaction === 'spoken_answer') {
        const mean = speaking ? speaking.reduce((s, m) => s + m.score, 0) / speaking.length : null;
        return {
          part,
          answer: { mediaId: recordings.answer },
          score: marked && mean !== null ? quarter((part.score * mean) / 10) : null,
          teacherComment: '',
          errors: [],
        };
      }
      if (interaction === 'spoken_target') {
        // The speech scorer's share of words said right, around the student's level.
        const share = clamp(ability + rng.int(-15, 10) / 100, 0.1, 1);
        return {
          part,
          answer: { mediaId: recordings.readAloud },
          score: marked ? round2(part.score * share) : null,
          teacherComment: '',
          errors: [],
        };
      }
      const answer = keyedResponse(rng, part, ability);
      const result = scorePart(part.type, asPart(part), answer);
      return {
        part,
        answer,
        score: result.status === 'scored' ? result.score : 0,
        teacherComment: '',
        errors: [],
      };
    });
}

/** The attempt's score in percent (each part's score times its weight); null while any part is unmarked. */
export function examScore(answers: PlannedAnswer[]): number | null {
  if (answers.some((a) => a.score === null)) return null;
  return scaledTotal(
    answers.map((a) => ({ earned: a.score, score: a.part.score, weight: a.part.weight })),
    100,
  );
}
