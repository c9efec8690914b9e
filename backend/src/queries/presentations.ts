import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/client.js';
import {
  assignments,
  classStudents,
  presentationGroupMembers,
  presentationGroups,
  users,
} from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';

import type { GroupMember, GroupView, PresentationGroupRow } from '../presenters/presentations.js';

export type { GroupView };

/** Which groups a viewer lists (policies in routes/presentations): all, those of some classes, or their own. */
export type GroupScope =
  { kind: 'all' } | { kind: 'classes'; classIds: number[] } | { kind: 'member'; studentId: number };

const scopeCondition = (scope: GroupScope): SQL | undefined => {
  if (scope.kind === 'classes')
    return scope.classIds.length ? inArray(assignments.classId, scope.classIds) : sql`false`;
  if (scope.kind === 'member')
    return sql`exists (select 1 from ${presentationGroupMembers} m where m.group_id = ${presentationGroups.id} and m.student_id = ${scope.studentId})`;
  return undefined;
};

const columns = {
  group: presentationGroups,
  assignment: {
    id: assignments.id,
    classId: assignments.classId,
    maxScore: assignments.maxScore,
    kind: assignments.kind,
  },
};

/** Members of these groups, by group, in name order: one statement for a whole page. */
export async function membersOf(db: Db | Tx, groupIds: number[]): Promise<Map<number, GroupMember[]>> {
  const out = new Map<number, GroupMember[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await db
    .select({
      groupId: presentationGroupMembers.groupId,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(presentationGroupMembers)
    .innerJoin(users, eq(users.id, presentationGroupMembers.studentId))
    .where(inArray(presentationGroupMembers.groupId, groupIds))
    .orderBy(asc(users.name), asc(users.id));
  for (const { groupId, ...m } of rows) out.get(groupId)?.push(m);
  return out;
}

async function withMembers(
  db: Db | Tx,
  rows: { group: PresentationGroupRow; assignment: GroupView['assignment'] }[],
): Promise<GroupView[]> {
  const members = await membersOf(
    db,
    rows.map((r) => r.group.id),
  );
  return rows.map((r) => ({ ...r, members: members.get(r.group.id) ?? [] }));
}

export interface GroupFilter {
  ids?: number[] | undefined;
  assignmentIds?: number[] | undefined;
}

/** Groups within the scope, by assignment then in the order they were made. */
export function groupList(db: Db, scope: GroupScope, f: GroupFilter): ListQuery<GroupView> {
  const cond = and(
    scopeCondition(scope),
    f.ids ? inArray(presentationGroups.id, f.ids) : undefined,
    f.assignmentIds ? inArray(presentationGroups.assignmentId, f.assignmentIds) : undefined,
  );
  return {
    rows: async (limit, offset) =>
      withMembers(
        db,
        await db
          .select(columns)
          .from(presentationGroups)
          .innerJoin(assignments, eq(assignments.id, presentationGroups.assignmentId))
          .where(cond)
          .orderBy(asc(presentationGroups.assignmentId), asc(presentationGroups.id))
          .limit(limit)
          .offset(offset),
      ),
    count: () =>
      db
        .select({ n: count() })
        .from(presentationGroups)
        .innerJoin(assignments, eq(assignments.id, presentationGroups.assignmentId))
        .where(cond),
  };
}

/** One group; 404 when there is none. */
export async function groupById(db: Db | Tx, id: number): Promise<GroupView> {
  const view = await groupIfAny(db, id);
  if (!view) throw notFound();
  return view;
}

/** The group, or undefined (a group named in a body: 400 rather than 404). */
export async function groupIfAny(db: Db | Tx, id: number): Promise<GroupView | undefined> {
  const rows = await db
    .select(columns)
    .from(presentationGroups)
    .innerJoin(assignments, eq(assignments.id, presentationGroups.assignmentId))
    .where(eq(presentationGroups.id, id));
  return rows[0] ? (await withMembers(db, rows))[0] : undefined;
}

/** The assignment a group is made for, or undefined. */
export async function assignmentForGroups(db: Db, id: number) {
  const [row] = await db
    .select({
      id: assignments.id,
      classId: assignments.classId,
      kind: assignments.kind,
      maxScore: assignments.maxScore,
    })
    .from(assignments)
    .where(eq(assignments.id, id));
  return row;
}

/** Which of these students study in the class (active). */
export async function activeStudentsOf(db: Db, classId: number, studentIds: number[]): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, classId),
        eq(classStudents.status, 'active'),
        inArray(classStudents.studentId, studentIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The group each of these students is in for the assignment (other than `exceptGroup`). */
export async function groupsOfStudents(
  db: Db,
  assignmentId: number,
  studentIds: number[],
  exceptGroup?: number,
): Promise<Map<number, number>> {
  if (!studentIds.length) return new Map();
  const rows = await db
    .select({ studentId: presentationGroupMembers.studentId, groupId: presentationGroupMembers.groupId })
    .from(presentationGroupMembers)
    .where(
      and(
        eq(presentationGroupMembers.assignmentId, assignmentId),
        inArray(presentationGroupMembers.studentId, studentIds),
        exceptGroup !== undefined ? sql`${presentationGroupMembers.groupId} <> ${exceptGroup}` : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.studentId, r.groupId]));
}

/** Another group of the assignment with this name? */
export async function groupNameTaken(db: Db, assignmentId: number, name: string, exceptGroup?: number) {
  const [row] = await db
    .select({ id: presentationGroups.id })
    .from(presentationGroups)
    .where(
      and(
        eq(presentationGroups.assignmentId, assignmentId),
        sql`lower(${presentationGroups.name}) = lower(${name})`,
        exceptGroup !== undefined ? sql`${presentationGroups.id} <> ${exceptGroup}` : undefined,
      ),
    );
  return !!row;
}

/** The classes of these assignments (a batch filter's authorisation). */
export async function assignmentsOfIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: assignments.id, classId: assignments.classId })
    .from(assignments)
    .where(inArray(assignments.id, ids));
}
