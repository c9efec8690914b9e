import { and, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsRegistrantView } from '../../db/rows.js';
import { classStudents, ieltsExamDates, ieltsRegistrations, users } from '../../db/schema.js';
import { matchesSearch } from '../../db/search.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';

type Reader = Db | Tx;

const examClassIds = sql`(select d.class_id from ${ieltsExamDates} d where d.class_id is not null)`;

/** A registrant: signed up as an IELTS candidate, or registered for a date at least once. */
const isRegistrant = or(
  eq(users.studentStatus, 'ielts_candidate'),
  exists(sql`(select 1 from ${ieltsRegistrations} r where r.user_id = "users"."id")`),
)!;

function registrantsSelected(db: Reader) {
  return db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        dateOfBirth: users.dateOfBirth,
        passport: users.passport,
        address: users.address,
        createdAt: users.createdAt,
      },
      isLmsStudent: sql<boolean>`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id"
        and cs.class_id not in ${examClassIds})`,
      registrationCount: sql<number>`(select count(*)::int from ${ieltsRegistrations} r
        where r.user_id = "users"."id")`.mapWith(Number),
    })
    .from(users);
}

export interface IeltsRegistrantFilter {
  ids?: number[] | undefined;
  search?: string | undefined;
  isLmsStudent?: boolean | undefined;
}

/** `scope`: null for every registrant (administrators), else the ids the viewer may read. */
export function ieltsRegistrantList(
  db: Db,
  scope: SQL | undefined,
  f: IeltsRegistrantFilter,
): ListQuery<IeltsRegistrantView> {
  const lms = sql`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id"
    and cs.class_id not in ${examClassIds})`;
  const cond = and(
    isRegistrant,
    scope,
    f.ids ? inArray(users.id, f.ids) : undefined,
    f.search ? matchesSearch(users.searchText, f.search) : undefined,
    f.isLmsStudent === undefined ? undefined : f.isLmsStudent ? lms : sql`not ${lms}`,
  );
  return {
    rows: (limit, offset) =>
      registrantsSelected(db)
        .where(cond)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(users).where(cond),
  };
}

export async function ieltsRegistrantById(db: Db, id: number): Promise<IeltsRegistrantView> {
  const [row] = await registrantsSelected(db).where(and(eq(users.id, id), isRegistrant));
  if (!row) throw notFound();
  return row;
}

/** The candidate themself. */
export const registrantIs = (userId: number): SQL => eq(users.id, userId);

/** Registrant ids an examiner may read: the candidates of the registrations assigned to them. */
export const examinerCandidates = (examinerId: number): SQL =>
  sql`"users"."id" in (select r.user_id from ${ieltsRegistrations} r where r.examiner_id = ${examinerId})`;
