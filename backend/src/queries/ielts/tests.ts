import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsTestView } from '../../db/rows.js';
import { exercises, ieltsExamDates, ieltsSections, ieltsTests, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';

type Reader = Db | Tx;

const exL = alias(exercises, 'ex_listening');
const exR = alias(exercises, 'ex_reading');
const exW = alias(exercises, 'ex_writing');
const exS = alias(exercises, 'ex_speaking');
const creator = alias(users, 'creator');

function testsJoined(db: Reader) {
  return db
    .select({
      test: ieltsTests,
      listening: exL.name,
      reading: exR.name,
      writing: exW.name,
      speaking: exS.name,
      creatorName: creator.name,
    })
    .from(ieltsTests)
    .leftJoin(exL, eq(exL.id, ieltsTests.listeningExerciseId))
    .leftJoin(exR, eq(exR.id, ieltsTests.readingExerciseId))
    .leftJoin(exW, eq(exW.id, ieltsTests.writingExerciseId))
    .leftJoin(exS, eq(exS.id, ieltsTests.speakingExerciseId))
    .leftJoin(creator, eq(creator.id, ieltsTests.creatorId));
}

type TestJoined = Awaited<ReturnType<ReturnType<typeof testsJoined>['execute']>>[number];
const testView = (r: TestJoined): IeltsTestView => ({
  test: r.test,
  exerciseNames: { listening: r.listening, reading: r.reading, writing: r.writing, speaking: r.speaking },
  creatorName: r.creatorName,
});

export interface IeltsTestFilter {
  ids?: number[] | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
}

export function ieltsTestList(db: Db, f: IeltsTestFilter): ListQuery<IeltsTestView> {
  const cond = and(
    f.ids ? inArray(ieltsTests.id, f.ids) : undefined,
    f.active !== undefined ? eq(ieltsTests.active, f.active) : undefined,
    f.search
      ? sql`lms_search_fold(${ieltsTests.name}) like lms_search_fold(${`%${f.search.trim()}%`})`
      : undefined,
  );
  return {
    rows: async (limit, offset) =>
      (
        await testsJoined(db)
          .where(cond)
          .orderBy(desc(ieltsTests.createdAt), desc(ieltsTests.id))
          .limit(limit)
          .offset(offset)
      ).map(testView),
    count: () => db.select({ n: count() }).from(ieltsTests).where(cond),
  };
}

export async function ieltsTestById(db: Reader, id: number): Promise<IeltsTestView> {
  const [row] = await testsJoined(db).where(eq(ieltsTests.id, id));
  if (!row) throw notFound();
  return testView(row);
}

/**
 * How often an IELTS section's recordings play: its test's setting (docs/design.md section 10), null for an
 * assignment that is no IELTS section (its exercise's own `audio_plays` holds).
 */
export async function sectionListeningPlays(db: Reader, assignmentId: number): Promise<number | null> {
  const [row] = await db
    .select({ plays: ieltsTests.listeningPlays })
    .from(ieltsSections)
    .innerJoin(ieltsExamDates, eq(ieltsExamDates.id, ieltsSections.examDateId))
    .innerJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
    .where(eq(ieltsSections.assignmentId, assignmentId));
  return row?.plays ?? null;
}
