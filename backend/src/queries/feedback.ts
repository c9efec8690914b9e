import { FEEDBACK_RATINGS } from '@lms/domain';
import { and, asc, count, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classes, feedback, users } from '../db/schema.js';
import type { FeedbackView } from '../db/rows.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';
import type { FeedbackSummaryRow } from '../presenters/feedback.js';

/** Whose feedback a viewer reads (policies/feedback.ts): all, the classes they teach, or their own. */
export type FeedbackScope =
  { kind: 'all' } | { kind: 'classes'; classIds: number[] } | { kind: 'author'; authorId: number };

const scopeCondition = (scope: FeedbackScope): SQL | undefined => {
  if (scope.kind === 'classes')
    return scope.classIds.length ? inArray(feedback.classId, scope.classIds) : sql`false`;
  if (scope.kind === 'author') return eq(feedback.authorId, scope.authorId);
  return undefined;
};

const columns = {
  feedback,
  klass: { id: classes.id, name: classes.name },
  author: { id: users.id, name: users.name, email: users.email },
};

function feedbackJoined(db: Db) {
  return db
    .select(columns)
    .from(feedback)
    .innerJoin(classes, eq(classes.id, feedback.classId))
    .innerJoin(users, eq(users.id, feedback.authorId));
}

export interface FeedbackFilter {
  ids?: number[] | undefined;
  classIds?: number[] | undefined;
  rating?: number | undefined;
  ordering: 'created_at' | '-created_at' | 'rating' | '-rating';
}

/** Feedback within the viewer's scope, newest first by default. */
export function feedbackList(db: Db, scope: FeedbackScope, f: FeedbackFilter): ListQuery<FeedbackView> {
  const cond = and(
    scopeCondition(scope),
    f.ids ? inArray(feedback.id, f.ids) : undefined,
    f.classIds ? inArray(feedback.classId, f.classIds) : undefined,
    f.rating !== undefined ? eq(feedback.rating, f.rating) : undefined,
  );
  const column = f.ordering.endsWith('rating') ? feedback.rating : feedback.createdAt;
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      feedbackJoined(db).where(cond).orderBy(order, desc(feedback.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(feedback).where(cond),
  };
}

/** One feedback; 404 when there is none. */
export async function feedbackById(db: Db, id: number): Promise<FeedbackView> {
  const [row] = await feedbackJoined(db).where(eq(feedback.id, id));
  if (!row) throw notFound();
  return row;
}

/** A student's feedback on a class, if they wrote one. */
export async function feedbackOf(db: Db, classId: number, authorId: number) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.classId, classId), eq(feedback.authorId, authorId)));
  return row;
}

/** An int4[] as the driver gives it: an array (pg, PGlite) or, from a driver without array parsing, `{1,2}`. */
const countsOf = (v: unknown): number[] =>
  (typeof v === 'string' ? v.replace(/[{}]/g, '').split(',') : (v as unknown[])).map(Number);

/**
 * The summary of each class with feedback in the scope (SQL: one grouped query per page): count, average
 * rating and the count of each rating, by class name.
 */
export function feedbackSummaryList(
  db: Db,
  scope: FeedbackScope,
  f: { classIds?: number[] | undefined },
): ListQuery<FeedbackSummaryRow> {
  const cond = and(scopeCondition(scope), f.classIds ? inArray(feedback.classId, f.classIds) : undefined);
  return {
    rows: (limit, offset) =>
      db
        .select({
          classId: feedback.classId,
          className: classes.name,
          count: count(),
          average: sql<number>`round(avg(${feedback.rating}), 2)`.mapWith(Number),
          ratings: sql<number[]>`array[${sql.join(
            FEEDBACK_RATINGS.map(
              (r) => sql`count(*) filter (where ${feedback.rating} = ${sql.raw(String(r))})::int`,
            ),
            sql`, `,
          )}]`.mapWith(countsOf),
        })
        .from(feedback)
        .innerJoin(classes, eq(classes.id, feedback.classId))
        .where(cond)
        .groupBy(feedback.classId, classes.name)
        .orderBy(asc(classes.name), asc(feedback.classId))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: countDistinct(feedback.classId) })
        .from(feedback)
        .where(cond),
  };
}
