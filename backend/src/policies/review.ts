import {
  attemptsAllowed,
  hiddenReasons,
  reviewVisibility,
  type HiddenReason,
  type ReviewItem,
  type ReviewVisibility,
} from '@lms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { attemptGrantsOf, decideStart } from '../commands/exams.js';
import type { Db, Tx } from '../db/client.js';
import type { AssignmentRow, UserExamRow } from '../db/rows.js';
import { ieltsRegistrations, ieltsSections, userExams } from '../db/schema.js';
import { effectiveAccommodations } from '../queries/accommodations.js';
import { latestAttempt } from '../queries/exams.js';

/** A student's attempts at an assignment against its cap (issue 26 point 1). */
export interface AttemptStanding {
  used: number;
  allowed: number;
  /** The student is taking another attempt or may start one now: keys stay hidden. */
  anotherPossible: boolean;
  /** An IELTS section's result is published (the registration marked); undefined for other work. */
  published?: boolean;
}

/** Whether the student's registration of an IELTS section's exam date is marked: its bands are published. */
async function ieltsPublished(db: Db | Tx, assignmentId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .select({ status: ieltsRegistrations.status })
    .from(ieltsSections)
    .innerJoin(
      ieltsRegistrations,
      and(
        eq(ieltsRegistrations.examDateId, ieltsSections.examDateId),
        eq(ieltsRegistrations.userId, studentId),
      ),
    )
    .where(eq(ieltsSections.assignmentId, assignmentId));
  return rows.some((r) => r.status === 'marked');
}

export async function attemptStanding(
  db: Db | Tx,
  a: AssignmentRow,
  studentId: number,
  now: Date,
): Promise<AttemptStanding> {
  const [latest, grants, published] = await Promise.all([
    latestAttempt(db, a.id, studentId),
    attemptGrantsOf(db, a.id, studentId),
    a.kind === 'ielt' ? ieltsPublished(db, a.id, studentId) : Promise.resolve(undefined),
  ]);
  return standingFrom(a, latest, grants, published, now);
}

function standingFrom(
  a: AssignmentRow,
  latest: UserExamRow | undefined,
  grants: number,
  published: boolean | undefined,
  now: Date,
): AttemptStanding {
  // Accepting the rules is the student's to do, so it does not stop another attempt from being possible.
  const decision = decideStart(a, latest, true, now, grants);
  return {
    used: latest?.attempt ?? 0,
    allowed: attemptsAllowed(a.maxAttempts, grants),
    anotherPossible: decision.kind === 'new' || decision.kind === 'resume' || latest?.status === 'holding',
    published,
  };
}

/**
 * One student's standing at many assignments in a few queries whatever their number (a page of their
 * results): their attempts at those assignments give the latest and the redos asked; the marked IELTS
 * registrations say which sections' bands are published; their accommodations (each assignment's override,
 * else the standing one) the extra attempts.
 */
export async function attemptStandings(
  db: Db,
  list: AssignmentRow[],
  studentId: number,
  now: Date,
): Promise<Map<number, AttemptStanding>> {
  const ids = [...new Set(list.map((a) => a.id))];
  if (!ids.length) return new Map();
  const ielts = list.filter((a) => a.kind === 'ielt').map((a) => a.id);
  const [attempts, published, acc] = await Promise.all([
    db
      .select()
      .from(userExams)
      .where(and(eq(userExams.studentId, studentId), inArray(userExams.assignmentId, ids))),
    ielts.length
      ? db
          .select({ assignmentId: ieltsSections.assignmentId })
          .from(ieltsSections)
          .innerJoin(
            ieltsRegistrations,
            and(
              eq(ieltsRegistrations.examDateId, ieltsSections.examDateId),
              eq(ieltsRegistrations.userId, studentId),
              eq(ieltsRegistrations.status, 'marked'),
            ),
          )
          .where(inArray(ieltsSections.assignmentId, ielts))
      : Promise.resolve([]),
    effectiveAccommodations(db, studentId, ids),
  ]);
  const marked = new Set(published.map((r) => r.assignmentId));
  const out = new Map<number, AttemptStanding>();
  for (const a of list) {
    if (out.has(a.id)) continue;
    const mine = attempts.filter((e) => e.assignmentId === a.id);
    const latest = mine.reduce<UserExamRow | undefined>(
      (l, e) => (!l || e.attempt > l.attempt ? e : l),
      undefined,
    );
    const grants =
      mine.filter((e) => e.redoRequestedAt !== null).length + (acc.get(a.id)?.extraAttempts ?? 0);
    out.set(a.id, standingFrom(a, latest, grants, a.kind === 'ielt' ? marked.has(a.id) : undefined, now));
  }
  return out;
}

export type StudentView = ReviewVisibility & { hidden: Partial<Record<ReviewItem, HiddenReason>> };

/** Everything shown: what staff see. */
export const STAFF_VIEW: StudentView = { answers: true, score: true, keys: true, feedback: true, hidden: {} };

/**
 * What a student sees of one attempt by the assignment's review options (@lms/domain's reviewVisibility,
 * docs/decisions.md "Issue 26"); an older attempt while the student takes or may start a newer one shows no
 * keys either.
 */
export function studentView(
  a: AssignmentRow,
  exam: UserExamRow,
  standing: AttemptStanding,
  now: Date,
): StudentView {
  const ctx = {
    now,
    deadline: a.deadline,
    status: exam.status,
    anotherAttemptPossible: standing.anotherPossible,
  };
  const view = { ...reviewVisibility(a.reviewOptions, ctx), hidden: hiddenReasons(a.reviewOptions, ctx) };
  // An IELTS section's score (its bands) shows once the result is published, and its keys never
  // (docs/decisions.md "Issue 26").
  if (a.kind === 'ielt') {
    view.keys = false;
    view.hidden.keys = 'never';
    if (!standing.published) {
      view.score = false;
      view.hidden.score ??= 'after_return';
    }
  }
  return view;
}

/** A result's JSON with what the student may not see yet taken out (the score and feedback). */
export function maskResult<
  T extends {
    score: number | null;
    below_min_score: boolean;
    keyed_score: number | null;
    keyed_max_score: number | null;
    comment?: string;
  },
>(json: T, view: Pick<ReviewVisibility, 'score' | 'feedback'>): T {
  let out = json;
  if (!view.score)
    out = { ...out, score: null, below_min_score: false, keyed_score: null, keyed_max_score: null };
  if (!view.feedback && out.comment !== undefined) out = { ...out, comment: '' };
  return out;
}
