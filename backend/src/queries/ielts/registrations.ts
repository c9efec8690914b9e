import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsRegistrationView, IeltsSectionView } from '../../db/rows.js';
import {
  assignments,
  ieltsBandCorrections,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  payments,
  userExams,
  users,
} from '../../db/schema.js';
import { matchesSearch } from '../../db/search.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';
import { datesJoined } from './dates.js';
import { paymentsJoined } from './payments.js';

type Reader = Db | Tx;

const examiner = alias(users, 'examiner');
const drafter = alias(users, 'drafter');

export interface RegistrationFilter {
  ids?: number[] | undefined;
  examDateIds?: number[] | undefined;
  candidateIds?: number[] | undefined;
  status?: (typeof ieltsRegistrations.$inferSelect)['status'] | undefined;
  bandState?: 'none' | 'draft' | 'published' | undefined;
  examinerId?: number | undefined;
  search?: string | undefined;
}

/** Whose registrations a viewer reads (policies/ielts.ts). */
export type RegistrationScope =
  | { kind: 'all' }
  | { kind: 'examiner'; userId: number; othersDrafts?: boolean }
  | { kind: 'candidate'; userId: number };

const scopeCondition = (s: RegistrationScope) =>
  s.kind === 'examiner'
    ? or(
        eq(ieltsRegistrations.examinerId, s.userId),
        // IELTS_PUBLISH_BY=second: the drafts of other examiners this one may publish.
        s.othersDrafts
          ? and(
              ne(ieltsRegistrations.status, 'marked'),
              isNotNull(ieltsRegistrations.draftedAt),
              ne(ieltsRegistrations.draftedBy, s.userId),
            )
          : undefined,
      )
    : s.kind === 'candidate'
      ? eq(ieltsRegistrations.userId, s.userId)
      : undefined;

/**
 * Where the bands stand, as the presenter says it (`band_state`): a candidate knows no draft, so none of
 * theirs is listed as one.
 */
function bandStateCondition(state: RegistrationFilter['bandState'], scope: RegistrationScope) {
  const published = eq(ieltsRegistrations.status, 'marked');
  const drafted = and(ne(ieltsRegistrations.status, 'marked'), isNotNull(ieltsRegistrations.draftedAt));
  if (state === 'published') return published;
  if (state === 'draft') return scope.kind === 'candidate' ? sql`false` : drafted;
  if (state === 'none')
    return scope.kind === 'candidate'
      ? ne(ieltsRegistrations.status, 'marked')
      : and(ne(ieltsRegistrations.status, 'marked'), isNull(ieltsRegistrations.draftedAt));
  return undefined;
}

/** Sections and latest attempts of a page of registrations: two statements for the whole page. */
async function withDetails(
  db: Reader,
  rows: {
    registration: IeltsRegistrationView['registration'];
    examiner: { id: number; name: string } | null;
    drafter: { id: number; name: string } | null;
  }[],
): Promise<IeltsRegistrationView[]> {
  if (!rows.length) return [];
  const dateIds = [...new Set(rows.map((r) => r.registration.examDateId))];
  const [dates, pays, sections, corrections] = await Promise.all([
    datesJoined(db).where(inArray(ieltsExamDates.id, dateIds)),
    paymentsJoined(db).where(
      inArray(
        payments.registrationId,
        rows.map((r) => r.registration.id),
      ),
    ),
    db
      .select({
        examDateId: ieltsSections.examDateId,
        skill: ieltsSections.skill,
        assignmentId: ieltsSections.assignmentId,
        classId: assignments.classId,
        timeLimit: assignments.timeLimit,
      })
      .from(ieltsSections)
      .innerJoin(assignments, eq(assignments.id, ieltsSections.assignmentId))
      .where(inArray(ieltsSections.examDateId, dateIds)),
    db
      .select({ correction: ieltsBandCorrections, corrector: { id: users.id, name: users.name } })
      .from(ieltsBandCorrections)
      .leftJoin(users, eq(users.id, ieltsBandCorrections.correctedBy))
      .where(
        inArray(
          ieltsBandCorrections.registrationId,
          rows.map((r) => r.registration.id),
        ),
      )
      .orderBy(ieltsBandCorrections.id),
  ]);
  const assignmentIds = sections.map((s) => s.assignmentId);
  const userIds = [...new Set(rows.map((r) => r.registration.userId))];
  const attempts = assignmentIds.length
    ? await db
        .selectDistinctOn([userExams.assignmentId, userExams.studentId], {
          id: userExams.id,
          assignmentId: userExams.assignmentId,
          studentId: userExams.studentId,
          status: userExams.status,
        })
        .from(userExams)
        .where(and(inArray(userExams.assignmentId, assignmentIds), inArray(userExams.studentId, userIds)))
        .orderBy(userExams.assignmentId, userExams.studentId, desc(userExams.attempt))
    : [];
  const dateOf = new Map(dates.map((d) => [d.date.id, d]));
  const paymentOf = new Map(pays.map((p) => [p.payment.registrationId!, p]));
  const attemptOf = new Map(attempts.map((a) => [`${a.assignmentId}:${a.studentId}`, a]));
  const SKILL_ORDER = ['listening', 'reading', 'writing', 'speaking'];
  return rows.map(({ registration, examiner: ex, drafter: dr }) => {
    const inPackage = (skill: string) => registration.skillPackage === '4_skills' || skill !== 'speaking';
    const mine: IeltsSectionView[] =
      registration.status === 'unpaid' || registration.status === 'canceled'
        ? []
        : sections
            .filter((s) => s.examDateId === registration.examDateId && inPackage(s.skill))
            .sort((a, b) => SKILL_ORDER.indexOf(a.skill) - SKILL_ORDER.indexOf(b.skill))
            .map((s) => {
              const a = attemptOf.get(`${s.assignmentId}:${registration.userId}`);
              return {
                skill: s.skill,
                classId: s.classId,
                assignmentId: s.assignmentId,
                timeLimit: s.timeLimit ?? 0,
                attempt: a ? { id: a.id, status: a.status } : null,
              };
            });
    return {
      registration,
      examDate: dateOf.get(registration.examDateId)!,
      payment: paymentOf.get(registration.id) ?? null,
      sections: mine,
      examiner: ex,
      drafter: dr,
      corrections: corrections.filter((c) => c.correction.registrationId === registration.id),
    };
  });
}

function registrationsSelected(db: Reader) {
  return db
    .select({
      registration: ieltsRegistrations,
      examiner: { id: examiner.id, name: examiner.name },
      drafter: { id: drafter.id, name: drafter.name },
    })
    .from(ieltsRegistrations)
    .leftJoin(examiner, eq(examiner.id, ieltsRegistrations.examinerId))
    .leftJoin(drafter, eq(drafter.id, ieltsRegistrations.draftedBy));
}

export function registrationList(
  db: Db,
  scope: RegistrationScope,
  f: RegistrationFilter,
): ListQuery<IeltsRegistrationView> {
  const cond = and(
    scopeCondition(scope),
    f.ids ? inArray(ieltsRegistrations.id, f.ids) : undefined,
    f.examDateIds ? inArray(ieltsRegistrations.examDateId, f.examDateIds) : undefined,
    f.candidateIds ? inArray(ieltsRegistrations.userId, f.candidateIds) : undefined,
    f.status ? eq(ieltsRegistrations.status, f.status) : undefined,
    bandStateCondition(f.bandState, scope),
    f.examinerId !== undefined ? eq(ieltsRegistrations.examinerId, f.examinerId) : undefined,
    f.search
      ? sql`${ieltsRegistrations.userId} in (select ${users.id} from ${users} where ${matchesSearch(users.searchText, f.search)})`
      : undefined,
  );
  return {
    rows: async (limit, offset) =>
      withDetails(
        db,
        await registrationsSelected(db)
          .where(cond)
          .orderBy(desc(ieltsRegistrations.createdAt), desc(ieltsRegistrations.id))
          .limit(limit)
          .offset(offset),
      ),
    count: () => db.select({ n: count() }).from(ieltsRegistrations).where(cond),
  };
}

export async function registrationById(db: Reader, id: number): Promise<IeltsRegistrationView> {
  const rows = await registrationsSelected(db).where(eq(ieltsRegistrations.id, id));
  if (!rows.length) throw notFound();
  return (await withDetails(db, rows))[0]!;
}

/** A candidate's live (not canceled) registration for a date, if any. */
export async function liveRegistrationOf(db: Reader, userId: number, examDateId: number) {
  const [row] = await db
    .select({ id: ieltsRegistrations.id })
    .from(ieltsRegistrations)
    .where(
      and(
        eq(ieltsRegistrations.userId, userId),
        eq(ieltsRegistrations.examDateId, examDateId),
        ne(ieltsRegistrations.status, 'canceled'),
      ),
    );
  return row;
}
