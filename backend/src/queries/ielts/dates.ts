import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsExamDateView } from '../../db/rows.js';
import { ieltsExamDates, ieltsRegistrations, ieltsTests } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';

type Reader = Db | Tx;

/** Seats held: registrations that are not canceled. */
const registeredCount = sql<number>`(select count(*)::int from ${ieltsRegistrations} r
  where r.exam_date_id = "ielts_exam_dates"."id" and r.status <> 'canceled')`.mapWith(Number);

/** Exam dates with their test's public part and the seats held. */
export function datesJoined(db: Reader) {
  return db
    .select({
      date: ieltsExamDates,
      test: {
        id: ieltsTests.id,
        name: ieltsTests.name,
        module: ieltsTests.module,
        description: ieltsTests.description,
        active: ieltsTests.active,
        createdAt: ieltsTests.createdAt,
      },
      registered: registeredCount,
    })
    .from(ieltsExamDates)
    .leftJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId));
}

export interface IeltsExamDateFilter {
  ids?: number[] | undefined;
  status?: 'open' | 'closed' | 'canceled' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  testIds?: number[] | undefined;
}

export function ieltsExamDateList(db: Db, f: IeltsExamDateFilter): ListQuery<IeltsExamDateView> {
  const cond = and(
    f.ids ? inArray(ieltsExamDates.id, f.ids) : undefined,
    f.status ? eq(ieltsExamDates.status, f.status) : undefined,
    f.from ? gte(ieltsExamDates.examDate, f.from) : undefined,
    f.to ? lte(ieltsExamDates.examDate, f.to) : undefined,
    f.testIds ? inArray(ieltsExamDates.ieltsTestId, f.testIds) : undefined,
  );
  return {
    rows: (limit, offset) =>
      datesJoined(db)
        .where(cond)
        .orderBy(desc(ieltsExamDates.examDate), desc(ieltsExamDates.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(ieltsExamDates).where(cond),
  };
}

/** Dates a candidate may register for: open, today or later, of an active test; soonest first. */
export function openExamDateList(db: Db, today: string): ListQuery<IeltsExamDateView> {
  const cond = and(
    eq(ieltsExamDates.status, 'open'),
    gte(ieltsExamDates.examDate, today),
    eq(ieltsTests.active, true),
  );
  return {
    rows: (limit, offset) =>
      datesJoined(db)
        .where(cond)
        .orderBy(asc(ieltsExamDates.examDate), asc(ieltsExamDates.shift), asc(ieltsExamDates.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(ieltsExamDates)
        .innerJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
        .where(cond),
  };
}

export async function ieltsExamDateById(db: Reader, id: number): Promise<IeltsExamDateView> {
  const [row] = await datesJoined(db).where(eq(ieltsExamDates.id, id));
  if (!row) throw notFound();
  return row;
}
