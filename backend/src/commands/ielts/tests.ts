import { DEFAULT_LISTENING_TABLE, defaultReadingTable, type BandRow } from '@lms/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { IeltsTestView } from '../../db/rows.js';
import { exercises, ieltsTests, type BandTable } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

export interface IeltsTestFields {
  name?: string | undefined;
  module?: 'academic' | 'general' | undefined;
  description?: string | undefined;
  active?: boolean | undefined;
  listeningExerciseId?: number | null | undefined;
  readingExerciseId?: number | null | undefined;
  writingExerciseId?: number | null | undefined;
  speakingExerciseId?: number | null | undefined;
  listeningTable?: BandTable | null | undefined;
  readingTable?: BandTable | null | undefined;
  listeningPlays?: number | undefined;
}

/** 400 on each exercise field naming an exercise that does not exist. */
async function requireExercises(db: Db, f: IeltsTestFields) {
  const given: [string, number | null | undefined][] = [
    ['listening_exercise_id', f.listeningExerciseId],
    ['reading_exercise_id', f.readingExerciseId],
    ['writing_exercise_id', f.writingExerciseId],
    ['speaking_exercise_id', f.speakingExerciseId],
  ];
  const named = given.flatMap(([field, id]) => (typeof id === 'number' ? [[field, id] as const] : []));
  if (!named.length) return;
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      inArray(
        exercises.id,
        named.map((e) => e[1]),
      ),
    );
  const known = new Set(found.map((e) => e.id));
  const missing = Object.fromEntries(
    named.filter(([, id]) => !known.has(id)).map(([field]) => [field, 'ielts_exercise_unknown' as const]),
  );
  if (Object.keys(missing).length) throw badRequest(missing);
}

export async function createIeltsTest(db: Db, fields: IeltsTestFields & { name: string }, creatorId: number) {
  await requireExercises(db, fields);
  const [row] = await db
    .insert(ieltsTests)
    .values({ ...fields, creatorId })
    .returning({ id: ieltsTests.id });
  return row!.id;
}

export async function updateIeltsTest(db: Db, id: number, fields: IeltsTestFields) {
  await requireExercises(db, fields);
  if (Object.keys(fields).length) await db.update(ieltsTests).set(fields).where(eq(ieltsTests.id, id));
}

/** A test's tables as they apply. */
export const tablesOf = (
  t: IeltsTestView['test'],
): { listening: readonly BandRow[]; reading: readonly BandRow[] } => ({
  listening: t.listeningTable ?? DEFAULT_LISTENING_TABLE,
  reading: t.readingTable ?? defaultReadingTable(t.module),
});
