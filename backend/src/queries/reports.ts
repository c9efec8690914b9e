import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { exercises, questions, reports, users } from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';

const resolver = alias(users, 'resolver');

/** A report with what its list shows: the exercise's name, the question's title, the reporter and resolver. */
const columns = {
  report: reports,
  exercise: { id: exercises.id, name: exercises.name, store: exercises.store },
  question: { id: questions.id, title: questions.title },
  reporter: { id: users.id, name: users.name, email: users.email },
  resolver: { id: resolver.id, name: resolver.name },
};

export interface ReportFilter {
  ids?: number[] | undefined;
  status?: 'open' | 'resolved' | undefined;
  kind?: string | undefined;
  exerciseIds?: number[] | undefined;
  /** Exercise name or reporter's name and e-mail, folded. */
  search?: string | undefined;
  ordering: 'created_at' | '-created_at';
}

function reportsJoined(db: Db) {
  return db
    .select(columns)
    .from(reports)
    .innerJoin(exercises, eq(exercises.id, reports.exerciseId))
    .innerJoin(users, eq(users.id, reports.userId))
    .leftJoin(questions, eq(questions.id, reports.questionId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
}

export type ReportListRow = Awaited<ReturnType<ReturnType<typeof reportsJoined>['execute']>>[number];

/** The administrators' list of reports (docs/product.md's report table), newest first by default. */
export function reportList(db: Db, f: ReportFilter): ListQuery<ReportListRow> {
  const where: (SQL | undefined)[] = [];
  if (f.ids) where.push(inArray(reports.id, f.ids));
  if (f.status === 'open') where.push(isNull(reports.resolvedAt));
  if (f.status === 'resolved') where.push(isNotNull(reports.resolvedAt));
  if (f.kind) where.push(eq(reports.kind, f.kind));
  if (f.exerciseIds) where.push(inArray(reports.exerciseId, f.exerciseIds));
  if (f.search)
    where.push(or(matchesSearch(exercises.searchText, f.search), matchesSearch(users.searchText, f.search)));
  const cond = and(...where);
  const order = f.ordering === 'created_at' ? asc(reports.createdAt) : desc(reports.createdAt);
  return {
    rows: (limit, offset) =>
      reportsJoined(db).where(cond).orderBy(order, desc(reports.id)).limit(limit).offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(reports)
        .innerJoin(exercises, eq(exercises.id, reports.exerciseId))
        .innerJoin(users, eq(users.id, reports.userId))
        .where(cond),
  };
}

/** One report as its list shows it; 404 when there is none. */
export async function reportById(db: Db, id: number): Promise<ReportListRow> {
  const [row] = await reportsJoined(db).where(eq(reports.id, id));
  if (!row) throw notFound();
  return row;
}
