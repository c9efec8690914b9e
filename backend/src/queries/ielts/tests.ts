import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsTestView } from '../../db/rows.js';
import {
  exercises,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  users,
} from '../../db/schema.js';
import { IELTS_DEFAULT_LISTENING_PLAYS } from '@lms/domain';
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
 * An IELTS section as its runner reads it (docs/design.md section 10): its skill, how often its recordings
 * play (its test's setting) and, for listening and reading, the student's raw score and band as their
 * registration holds them; null for an assignment that is no IELTS section.
 */
export async function ieltsSectionOfAttempt(db: Reader, assignmentId: number, studentId: number) {
  const [row] = await db
    .select({
      skill: ieltsSections.skill,
      plays: ieltsTests.listeningPlays,
      listeningRaw: ieltsRegistrations.listeningRaw,
      listeningBand: ieltsRegistrations.listeningBand,
      readingRaw: ieltsRegistrations.readingRaw,
      readingBand: ieltsRegistrations.readingBand,
    })
    .from(ieltsSections)
    .innerJoin(ieltsExamDates, eq(ieltsExamDates.id, ieltsSections.examDateId))
    .leftJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
    .leftJoin(
      ieltsRegistrations,
      and(
        eq(ieltsRegistrations.examDateId, ieltsSections.examDateId),
        eq(ieltsRegistrations.userId, studentId),
        ne(ieltsRegistrations.status, 'canceled'),
      ),
    )
    .where(eq(ieltsSections.assignmentId, assignmentId))
    .limit(1);
  if (!row) return null;
  const scored = row.skill === 'listening' || row.skill === 'reading';
  return {
    skill: row.skill,
    plays: row.plays ?? IELTS_DEFAULT_LISTENING_PLAYS,
    raw: !scored ? null : row.skill === 'listening' ? row.listeningRaw : row.readingRaw,
    band: !scored ? null : row.skill === 'listening' ? row.listeningBand : row.readingBand,
  };
}
