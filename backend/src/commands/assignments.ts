import {
  academyToday,
  assignmentErrors,
  reviewSettingsErrors,
  type AssignmentSettings,
  type ReviewOptions,
} from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { moveOpenAttemptsEnd } from './exams.js';
import { notifyAssigned } from './notification-events.js';
import { notificationsPending } from './notifications.js';
import type { AssignmentRow, ExerciseRow } from '../db/rows.js';
import { type ASSIGNMENT_KINDS, assignments, exercises, tags, userExams } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, conflict } from '../http/errors.js';
import type { MessageKey } from '../http/messages.js';
import { mayReadBankItem } from '../policies/bank.js';
import { isAdmin } from '../policies/roles.js';

export interface AssignmentInput {
  exerciseId: number;
  kind: (typeof ASSIGNMENT_KINDS)[number];
  title: string;
  tutorial: string;
  tagId: number | null;
  startAt: Date | null;
  deadline: Date | null;
  timeLimit: number | null;
  minScore: number;
  maxScore: number;
  maxAccesses: number;
  /** Full screen, exits counted and a countdown; the route defaults it by kind (@lms/domain). */
  examMode: boolean;
  /** Attempts a student may make; the route defaults it by kind (@lms/domain, issue 26 point 1). */
  maxAttempts: number;
  /** What a student sees of a submitted attempt and when; the route fills the kind's defaults. */
  reviewOptions: ReviewOptions;
}

export type AssignmentChange = Partial<AssignmentInput>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * docs/design.md section 9's rules on the values the assignment will have, plus what only the database knows: the
 * exercise is one the assigner may read (common store, their own private one; admins any) and the tag one
 * they may use (common or their own). Unknown and unreadable read the same, so ids of others' private
 * exercises are not disclosed.
 */
async function checkAssignment(
  tx: Tx,
  viewer: Viewer,
  next: AssignmentInput,
  check: { deadline: boolean; exercise: boolean; tag: boolean },
): Promise<ExerciseRow> {
  const settings: AssignmentSettings = {
    startAt: iso(next.startAt),
    deadline: iso(next.deadline),
    timeLimit: next.timeLimit,
    minScore: next.minScore,
    maxScore: next.maxScore,
    maxAccesses: next.maxAccesses,
  };
  const errors: Partial<Record<string, MessageKey>> = {
    ...assignmentErrors(settings, academyToday(), { checkDeadline: check.deadline }),
    ...reviewSettingsErrors(next.kind, { maxAttempts: next.maxAttempts, reviewOptions: next.reviewOptions }),
  };
  const [exercise] = await tx.select().from(exercises).where(eq(exercises.id, next.exerciseId));
  if (!exercise || (check.exercise && !mayReadBankItem(viewer, exercise))) {
    errors.exercise_id = 'assignment_exercise_unusable';
  }
  if (check.tag && next.tagId !== null) {
    const [tag] = await tx.select({ ownerId: tags.ownerId }).from(tags).where(eq(tags.id, next.tagId));
    if (!tag || (tag.ownerId !== null && tag.ownerId !== viewer.user.id && !isAdmin(viewer))) {
      errors.tag_id = 'assignment_tag_unusable';
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return exercise!;
}

/** Assigns an exercise to a class (the route has checked the viewer manages the class). */
export async function createAssignment(
  db: Db,
  viewer: Viewer,
  classId: number,
  input: AssignmentInput,
): Promise<{ assignment: AssignmentRow; exercise: ExerciseRow }> {
  const created = await transaction(db, async (tx) => {
    const exercise = await checkAssignment(tx, viewer, input, { deadline: true, exercise: true, tag: true });
    const [assignment] = await tx
      .insert(assignments)
      .values({ ...input, classId, createdBy: viewer.user.id })
      .returning();
    // Its students hear of it now, or from the notification sweep when its start comes.
    await notifyAssigned(tx, assignment!, new Date());
    return { assignment: assignment!, exercise };
  });
  notificationsPending();
  return created;
}

const hasAttempts = async (tx: Tx, assignmentId: number) =>
  (
    await tx
      .select({ id: userExams.id })
      .from(userExams)
      .where(eq(userExams.assignmentId, assignmentId))
      .limit(1)
  ).length > 0;

/**
 * Changes an assignment; absent fields keep their values. A deadline already past may stay (the title of an
 * old assignment can still be corrected) but a new one must be on or after today. Once a student has started,
 * the exercise is fixed: their answers point at its parts.
 */
export async function changeAssignment(
  db: Db,
  viewer: Viewer,
  existing: AssignmentRow,
  change: AssignmentChange,
): Promise<{ assignment: AssignmentRow; exercise: ExerciseRow }> {
  return transaction(db, async (tx) => {
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const next: AssignmentInput = { ...existing, ...defined };
    const exerciseChanged = next.exerciseId !== existing.exerciseId;
    const exercise = await checkAssignment(tx, viewer, next, {
      deadline: iso(next.deadline) !== iso(existing.deadline),
      exercise: exerciseChanged,
      tag: next.tagId !== existing.tagId,
    });
    if (exerciseChanged && (await hasAttempts(tx, existing.id))) {
      throw conflict('assignment_exercise_locked', 'exercise_id');
    }
    const [assignment] = await tx
      .update(assignments)
      .set(defined)
      .where(eq(assignments.id, existing.id))
      .returning();
    // Open attempts follow a changed deadline or time limit (issue 26, docs/decisions.md).
    if (iso(next.deadline) !== iso(existing.deadline) || next.timeLimit !== existing.timeLimit) {
      await moveOpenAttemptsEnd(tx, assignment!, new Date());
    }
    return { assignment: assignment!, exercise };
  });
}

/**
 * Deletes an assignment nobody has started: an attempt holds a student's answers and marks, which deleting
 * would take with it (the foreign key cascades), so that is refused (409).
 */
export async function deleteAssignment(db: Db, existing: AssignmentRow): Promise<void> {
  await transaction(db, async (tx) => {
    if (await hasAttempts(tx, existing.id)) throw conflict('assignment_has_attempts', 'non_field_errors');
    await tx.delete(assignments).where(eq(assignments.id, existing.id));
  });
}
