import {
  isSpeakingBand,
  isSpeakingCriterion,
  matchSpeech,
  rubricMarksFrom,
  rubricPartScore,
  SPEAKING_BANDS,
  SPEAKING_CRITERIA,
} from '@lms/domain';
import { interactionOf, isAnswered, MARKED_BY } from '@lms/domain/questions';
import { z } from 'zod';
import type { SpeakingScoreRow, SpeechScoreRow } from '../db/rows.js';

export const SPEECH_STATUSES = [
  'queued',
  'running',
  'scored',
  'failed',
  'no_engine',
  'no_recording',
] as const;

export const speakingScoreSchema = z
  .object({
    id: z.number().int().describe('The attempt (user exam)'),
    engine: z
      .enum(['pocketsphinx', 'service'])
      .nullable()
      .describe('The speech scorer of this server; null: none, spoken-target parts wait for a person'),
    rubric: z
      .array(
        z.object({
          criterion: z.enum(SPEAKING_CRITERIA),
          band: z.enum(SPEAKING_BANDS),
          points: z.number(),
          marked_by: z.number().int().nullable(),
          marked_at: z.string(),
        }),
      )
      .describe('The oral rubric’s marks so far, one per criterion'),
    rubric_parts: z
      .array(
        z.object({
          question_part_id: z.number().int(),
          max_score: z.number(),
          answered: z
            .boolean()
            .describe('Whether the student recorded an answer: the rubric scores only a recording'),
          score: z
            .number()
            .nullable()
            .describe(
              'What the rubric gives the part; null until every criterion has a band, and for a part ' +
                'without a recording (it goes back with 0 unless a marker scores it)',
            ),
        }),
      )
      .describe('The speaking parts the rubric scores (in the markers’ draft)'),
    speech: z
      .array(
        z.object({
          question_part_id: z.number().int(),
          target_text: z.string(),
          max_score: z.number(),
          status: z
            .enum(SPEECH_STATUSES)
            .describe(
              'queued or running; scored; failed (the recording could not be read), no_engine (this server has ' +
                'no speech scorer), no_recording (the student sent none): the last three wait for a person',
            ),
          engine: z.string().nullable(),
          recognised: z.string().describe('The words the recogniser heard'),
          match: z
            .number()
            .nullable()
            .describe('0 to 1: the word alignment of what was heard with the target'),
          score: z.number().nullable().describe('The suggested part score: its maximum times the match'),
          words: z
            .array(z.object({ word: z.string(), said: z.boolean() }))
            .describe('The target’s words, each heard or not'),
          error: z.string(),
          elapsed_ms: z.number().int().nullable(),
          updated_at: z.string().nullable(),
        }),
      )
      .describe(
        'The spoken-target parts (pronunciation, elsa_speaking) and the speech scorer’s work on them',
      ),
  })
  .describe('SpeakingScore');
export type SpeakingScoreJson = z.infer<typeof speakingScoreSchema>;

export interface SpokenPart {
  id: number;
  questionType: string;
  score: number;
  content: unknown;
}

/** The spoken parts of an exercise: the rubric's (spoken answers) and the speech scorer's (spoken targets). */
export function spokenParts(parts: SpokenPart[]) {
  return {
    rubric: parts.filter((p) => interactionOf(p.questionType as never) === 'spoken_answer'),
    speech: parts.filter((p) => MARKED_BY[interactionOf(p.questionType as never)] === 'speech'),
  };
}

/**
 * The rubric's parts of an attempt with whether the student recorded each (`isAnswered`): a rubric meant
 * for a recording scores only a part that has one.
 */
export function rubricPartsOf(parts: SpokenPart[], answers: ReadonlyMap<number, unknown>) {
  return spokenParts(parts).rubric.map((p) => ({
    ...p,
    answered: isAnswered('spoken_answer', answers.get(p.id)),
  }));
}

export function presentSpeakingScore(
  userExamId: number,
  engine: 'pocketsphinx' | 'service' | null,
  parts: SpokenPart[],
  rubricRows: SpeakingScoreRow[],
  speechRows: SpeechScoreRow[],
  answers: ReadonlyMap<number, unknown>,
): SpeakingScoreJson {
  const spoken = spokenParts(parts);
  const marks = rubricMarksFrom(rubricRows.map((r) => ({ ...r, points: r.score })));
  const jobs = new Map(speechRows.map((r) => [r.questionPartId, r]));
  return {
    id: userExamId,
    engine,
    rubric: rubricRows.flatMap((r) =>
      isSpeakingCriterion(r.criterion) && isSpeakingBand(r.band)
        ? [
            {
              criterion: r.criterion,
              band: r.band,
              points: r.score,
              marked_by: r.markedBy,
              marked_at: r.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    rubric_parts: rubricPartsOf(parts, answers).map((p) => ({
      question_part_id: p.id,
      max_score: p.score,
      answered: p.answered,
      score: p.answered ? rubricPartScore(marks, p.score) : null,
    })),
    speech: spoken.speech.map((p) => {
      const text = (p.content as { targetText?: unknown }).targetText;
      const target = typeof text === 'string' ? text : '';
      const job = jobs.get(p.id);
      const status = !job ? 'no_recording' : job.status === 'queued' && !engine ? 'no_engine' : job.status;
      return {
        question_part_id: p.id,
        target_text: target,
        max_score: p.score,
        status,
        engine: job?.engine ?? null,
        recognised: job?.recognised ?? '',
        match: job?.status === 'scored' ? job.match : null,
        score: job?.status === 'scored' ? job.score : null,
        words: job?.status === 'scored' ? matchSpeech(target, job.recognised).words : [],
        error: job?.error ?? '',
        elapsed_ms: job?.elapsedMs ?? null,
        updated_at: job ? job.updatedAt.toISOString() : null,
      };
    }),
  };
}
