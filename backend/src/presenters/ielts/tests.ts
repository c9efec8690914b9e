import { DEFAULT_LISTENING_TABLE, defaultReadingTable, type BandRow } from '@lms/domain';
import { z } from 'zod';
import type { IeltsTestView } from '../../db/rows.js';
import { IELTS_MODULES } from '../../db/schema.js';

export type { IeltsTestView };

const bandRow = z.object({ min_raw: z.number().int(), band: z.number() });
const rows = (t: readonly BandRow[]) => t.map((r) => ({ min_raw: r.minRaw, band: r.band }));

/** The public part of a test: what a candidate reads about the test of an exam date. */
export const ieltsTestBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  module: z.enum(IELTS_MODULES),
  description: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});

export const ieltsTestSchema = ieltsTestBriefSchema
  .extend({
    listening_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    reading_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    writing_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    speaking_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    listening_table: z.array(bandRow).describe('Highest band first; the published table unless edited'),
    reading_table: z
      .array(bandRow)
      .describe('Highest band first; the module’s published table unless edited'),
    listening_plays: z
      .number()
      .int()
      .describe('How often its listening recordings play in the runner: 0 without limit, 1 once, 2 twice'),
    creator_name: z.string().nullable(),
  })
  .describe('An IELTS test');
export type IeltsTestJson = z.infer<typeof ieltsTestSchema>;

/** A test's tables as they apply: its own, or the published ones. */
export const listeningTableOf = (t: IeltsTestView['test']): readonly BandRow[] =>
  t.listeningTable ?? DEFAULT_LISTENING_TABLE;
export const readingTableOf = (t: IeltsTestView['test']): readonly BandRow[] =>
  t.readingTable ?? defaultReadingTable(t.module);

export function presentIeltsTest(v: IeltsTestView): IeltsTestJson {
  const t = v.test;
  const exercise = (id: number | null, name: string | null) => (id && name !== null ? { id, name } : null);
  return {
    id: t.id,
    name: t.name,
    module: t.module,
    description: t.description,
    active: t.active,
    created_at: t.createdAt.toISOString(),
    listening_exercise: exercise(t.listeningExerciseId, v.exerciseNames.listening),
    reading_exercise: exercise(t.readingExerciseId, v.exerciseNames.reading),
    writing_exercise: exercise(t.writingExerciseId, v.exerciseNames.writing),
    speaking_exercise: exercise(t.speakingExerciseId, v.exerciseNames.speaking),
    listening_table: rows(listeningTableOf(t)),
    reading_table: rows(readingTableOf(t)),
    listening_plays: t.listeningPlays,
    creator_name: v.creatorName,
  };
}
