import {
  presentationScore,
  presentationScoreNote,
  presentationTotal,
  type PresentationRubricMark,
} from '@lms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { presentationGroupMembers, presentationGroups, scores } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { groupById, type GroupView } from '../queries/presentations.js';

/**
 * Writes of presentation groups (issue 13). A returned group's marks are each member's `score_presentation`
 * row of the assignment (what students read): every write of a returned group rewrites those rows, so a
 * member taken out of the group loses the group's mark and one put in gets it.
 */
async function syncScores(tx: Tx, view: GroupView, formerMembers: number[], actorId: number) {
  const g = view.group;
  const touched = [...new Set([...formerMembers, ...view.members.map((m) => m.id)])];
  if (touched.length)
    await tx
      .delete(scores)
      .where(
        and(
          eq(scores.assignmentId, view.assignment.id),
          eq(scores.kind, 'score_presentation'),
          inArray(scores.studentId, touched),
        ),
      );
  const total = presentationTotal(g.presentationScore, g.slideScore, g.scriptScore);
  if (!g.returnedAt || total === null || !view.members.length) return;
  await tx.insert(scores).values(
    view.members.map((m) => ({
      classId: view.assignment.classId,
      studentId: m.id,
      assignmentId: view.assignment.id,
      kind: 'score_presentation' as const,
      value: total,
      note: presentationScoreNote(g),
      createdBy: actorId,
    })),
  );
}

async function setMembers(tx: Tx, groupId: number, assignmentId: number, memberIds: number[]) {
  await tx.delete(presentationGroupMembers).where(eq(presentationGroupMembers.groupId, groupId));
  if (memberIds.length)
    await tx
      .insert(presentationGroupMembers)
      .values(memberIds.map((studentId) => ({ groupId, assignmentId, studentId })));
}

export async function createGroup(
  db: Db,
  fields: { assignmentId: number; name: string; memberIds: number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(presentationGroups)
      .values({ assignmentId: fields.assignmentId, name: fields.name })
      .returning({ id: presentationGroups.id });
    await setMembers(tx, row!.id, fields.assignmentId, fields.memberIds);
    return row!.id;
  });
}

export async function updateGroup(
  db: Db,
  current: GroupView,
  changes: { name?: string | undefined; memberIds?: number[] | undefined },
  actorId: number,
) {
  await db.transaction(async (tx) => {
    if (changes.name !== undefined)
      await tx
        .update(presentationGroups)
        .set({ name: changes.name })
        .where(eq(presentationGroups.id, current.group.id));
    if (changes.memberIds !== undefined) {
      await setMembers(tx, current.group.id, current.assignment.id, changes.memberIds);
      await syncScores(
        tx,
        await groupById(tx, current.group.id),
        current.members.map((m) => m.id),
        actorId,
      );
    } else if (changes.name !== undefined && current.group.returnedAt) {
      // The scores' note names the group.
      await syncScores(tx, await groupById(tx, current.group.id), [], actorId);
    }
  });
}

export async function deleteGroup(db: Db, current: GroupView, actorId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(presentationGroups).where(eq(presentationGroups.id, current.group.id));
    await syncScores(
      tx,
      { ...current, group: { ...current.group, returnedAt: null }, members: [] },
      current.members.map((m) => m.id),
      actorId,
    );
  });
}

export interface GroupMarks {
  rubric: PresentationRubricMark[];
  slideScore: number | null;
  scriptScore: number | null;
  /** Return the marks now; a group returned already stays returned (its marks are corrected in place). */
  returned: boolean;
  /**
   * The group's first marks (`POST presentation/`): a group marked meanwhile is refused with 409 on
   * `group_id`, read under the row's lock, rather than its marks overwritten.
   */
  firstOnly?: boolean;
}

/** Writes a group's marks (a draft until returned) and, once returned, its members' scores. */
export async function markGroup(db: Db, current: GroupView, marks: GroupMarks, actorId: number, now: Date) {
  await db.transaction(async (tx) => {
    // The group's row locked and read again: a return by another marker meanwhile stays returned (issue 26
    // point 5); the marks sent are the whole rubric, so the last write of them wins.
    const [locked] = await tx
      .select({ returnedAt: presentationGroups.returnedAt, markedAt: presentationGroups.markedAt })
      .from(presentationGroups)
      .where(eq(presentationGroups.id, current.group.id))
      .for('update');
    if (marks.firstOnly && (locked?.markedAt ?? current.group.markedAt))
      throw conflict('presentation_marked', 'group_id');
    const returnedAt = locked?.returnedAt ?? current.group.returnedAt ?? (marks.returned ? now : null);
    await tx
      .update(presentationGroups)
      .set({
        rubric: marks.rubric,
        presentationScore: presentationScore(marks.rubric),
        slideScore: marks.slideScore,
        scriptScore: marks.scriptScore,
        markedBy: actorId,
        markedAt: now,
        returnedAt,
      })
      .where(eq(presentationGroups.id, current.group.id));
    if (returnedAt) await syncScores(tx, await groupById(tx, current.group.id), [], actorId);
  });
}
