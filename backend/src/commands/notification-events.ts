/**
 * Which events notify whom, with which natural key (issue 31 point 2, docs/design.md section 12
 * "Notifications"). Each is called inside the event's transaction. Params carry names, titles, dates and
 * statuses for the texts (mail/notifications.ts), never an answer, a score or a marker's comment.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { AssignmentRow, IeltsRegistrationRow, UserExamRow } from '../db/rows.js';
import { classStudents, classes, ieltsExamDates } from '../db/schema.js';
import { notify, notifyMany } from './notifications.js';

const classPage = (classId: number) => `/manageClass/${classId}/manageClassDetail`;
const reviewPage = (classId: number, attemptId: number) =>
  `/manageClass/${classId}/resultReview/${attemptId}`;
const IELTS_PAGE = '/ielts-test';

async function className(tx: Db | Tx, classId: number) {
  const [cls] = await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
  return cls?.name ?? '';
}

/** The students an assignment is for: the class's active students (docs/design.md "Taking"). */
export async function activeStudentsOf(tx: Db | Tx, classId: number) {
  const rows = await tx
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.status, 'active')));
  return rows.map((r) => r.id);
}

/** IELTS sections are the candidate's sitting, announced by the IELTS mails: no "work assigned" for them. */
export const notifiesStudents = (a: Pick<AssignmentRow, 'kind'>) => a.kind !== 'ielt';

const assignmentParams = (a: AssignmentRow, name: string) => ({
  class_name: name,
  title: a.title,
  deadline: a.deadline ? a.deadline.toISOString() : null,
});

/**
 * Work assigned, to every active student of the class, once the assignment is open: at once when it starts
 * now, by the worker's sweep when its start comes (key `assignment:<id>` either way).
 */
export async function notifyAssigned(tx: Db | Tx, a: AssignmentRow, now: Date, studentIds?: number[]) {
  if (!notifiesStudents(a) || (a.startAt && a.startAt > now)) return [];
  const name = await className(tx, a.classId);
  return notifyMany(
    tx,
    studentIds ?? (await activeStudentsOf(tx, a.classId)),
    {
      kind: 'assigned',
      subjectKey: `assignment:${a.id}`,
      params: assignmentParams(a, name),
      link: `${classPage(a.classId)}?tab=exercise`,
    },
    now,
  );
}

/** A deadline within 24 hours: keyed by the deadline, so a moved deadline reminds again. */
export async function notifyDeadlineSoon(tx: Db | Tx, a: AssignmentRow, studentIds: number[], now: Date) {
  if (!a.deadline || !studentIds.length) return [];
  return notifyMany(
    tx,
    studentIds,
    {
      kind: 'deadline_soon',
      subjectKey: `assignment:${a.id}:deadline:${a.deadline.getTime()}`,
      params: assignmentParams(a, await className(tx, a.classId)),
      link: `${classPage(a.classId)}?tab=exercise`,
    },
    now,
  );
}

/** Work returned, to the attempt's student; keyed by the return's time, so a return after a redo notifies again. */
export async function notifyReturned(tx: Db | Tx, exam: UserExamRow, a: AssignmentRow, now: Date) {
  return notify(
    tx,
    {
      userId: exam.studentId,
      kind: 'returned',
      subjectKey: `user_exam:${exam.id}:returned:${(exam.markedAt ?? now).getTime()}`,
      params: { class_name: await className(tx, a.classId), title: a.title },
      link: reviewPage(a.classId, exam.id),
    },
    now,
  );
}

/** A redo asked (once per attempt: a second ask is refused). The marker's note is not repeated. */
export async function notifyRedo(tx: Db | Tx, exam: UserExamRow, a: AssignmentRow, now: Date) {
  return notify(
    tx,
    {
      userId: exam.studentId,
      kind: 'redo',
      subjectKey: `user_exam:${exam.id}:redo`,
      params: assignmentParams(a, await className(tx, a.classId)),
      link: reviewPage(a.classId, exam.id),
    },
    now,
  );
}

/**
 * A join request decided: `request` becoming `active` (approved) or `inactive` (refused). Keyed by the
 * request's time (`joined_at`, renewed by each request), so a new request decided again notifies again.
 */
export async function notifyJoinDecided(
  tx: Db | Tx,
  membership: { id: number; classId: number; studentId: number; joinedAt: Date },
  approved: boolean,
  now: Date,
) {
  return notify(
    tx,
    {
      userId: membership.studentId,
      kind: approved ? 'join_approved' : 'join_refused',
      subjectKey: `class_student:${membership.id}:${membership.joinedAt.getTime()}`,
      params: { class_name: await className(tx, membership.classId) },
      link: approved ? classPage(membership.classId) : '/dashboard',
    },
    now,
  );
}

/**
 * An IELTS registration's status, or its payment's, changed: to the candidate, keyed by the new status.
 * `mailedByEvent`: the change sends its own IELTS mail (payment received, results), so no second one.
 */
export async function notifyIeltsStatus(
  tx: Db | Tx,
  reg: Pick<IeltsRegistrationRow, 'id' | 'userId' | 'examDateId'>,
  change: { status: string } | { payment: string; paymentId: number; invoice: string },
  now: Date,
  options: { mailedByEvent?: boolean } = {},
) {
  const [date] = await tx
    .select({ examDate: ieltsExamDates.examDate })
    .from(ieltsExamDates)
    .where(eq(ieltsExamDates.id, reg.examDateId));
  const isPayment = 'payment' in change;
  return notify(
    tx,
    {
      userId: reg.userId,
      kind: 'ielts_status',
      subjectKey: isPayment
        ? `payment:${change.paymentId}:${change.payment}`
        : `ielts_registration:${reg.id}:${change.status}`,
      params: {
        exam_date: date?.examDate ?? null,
        ...(isPayment ? { payment: change.payment, invoice: change.invoice } : { status: change.status }),
      },
      link: IELTS_PAGE,
    },
    now,
    options,
  );
}
