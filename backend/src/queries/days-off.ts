import { calculateEndDate, type EndDateCalculation } from '@lms/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { daysOff } from '../db/schema.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

type DayOffRow = typeof daysOff.$inferSelect;

/** Academy-wide days off and, for an existing class, its own, from `from` on. */
export async function daysOffFrom(db: Db | Tx, from: string, classId?: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: daysOff.date })
    .from(daysOff)
    .where(
      and(
        gte(daysOff.date, from),
        classId === undefined
          ? isNull(daysOff.classId)
          : or(isNull(daysOff.classId), eq(daysOff.classId, classId)),
      ),
    );
  return rows.map((r) => r.date).sort();
}

/** `calculateEndDate` (@lms/domain) with the academy's and the class's days off from the database. */
export async function calculateClassEndDate(
  db: Db | Tx,
  opts: { startDate: string; numberOfSessions: number; weekdays: number[]; classId?: number },
): Promise<EndDateCalculation> {
  const off = await daysOffFrom(db, opts.startDate, opts.classId);
  return calculateEndDate({ ...opts, daysOff: off });
}

/** True when the date is a day off of the class or of the whole academy. */
export async function isDayOff(db: Db | Tx, classId: number, date: string) {
  const [row] = await db
    .select({ id: daysOff.id })
    .from(daysOff)
    .where(and(eq(daysOff.date, date), or(eq(daysOff.classId, classId), isNull(daysOff.classId))))
    .limit(1);
  return Boolean(row);
}

/** Days off of the given classes (null: all) with the academy's own, by date (oldest or newest first). */
export function dayOffList(
  db: Db,
  f: {
    classIds: number[] | null;
    ids?: number[] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    newestFirst?: boolean;
  },
): ListQuery<DayOffRow> {
  const cond = and(
    f.classIds ? or(isNull(daysOff.classId), inArray(daysOff.classId, f.classIds)) : undefined,
    f.ids ? inArray(daysOff.id, f.ids) : undefined,
    f.from ? gte(daysOff.date, f.from) : undefined,
    f.to ? lte(daysOff.date, f.to) : undefined,
  );
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(daysOff)
        .where(cond)
        .orderBy(
          ...(f.newestFirst ? [desc(daysOff.date), desc(daysOff.id)] : [asc(daysOff.date), asc(daysOff.id)]),
        )
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(daysOff).where(cond),
  };
}

/** One day off; 404 when there is none. */
export const dayOffById = (db: Db, id: number) => rowById(db, daysOff, id);
