import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresentationRubricMark } from '@lms/domain';
import { markGroup } from '../../commands/presentations.js';
import { scores } from '../../db/schema.js';
import { groupById } from '../../queries/presentations.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass } from '../../test/exams.js';
import { buildAssignment, buildStudent, enrol } from '../../test/factories.js';

/**
 * Presentation groups and their marks (issue 13), every row of docs/design.md's matrix: the class's teachers and
 * admins make groups; they and its examiners mark; students read their own group, its marks once returned;
 * another class's teacher is refused. Bad input: a slide score above 20, a band not in the list, a member not
 * in the class, a class not taught, a total above the assignment's maximum.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let third: UserRow;
let presentation: { id: number };
let small: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  third = await buildStudent(t.db, { name: 'Trần Thu Hà' });
  await enrol(t.db, f.cls.id, third.id);
  presentation = await buildAssignment(t.db, f.cls.id, f.exercise.id, { kind: 'presentation', maxScore: 50 });
  small = await buildAssignment(t.db, f.cls.id, f.exercise.id, { kind: 'presentation', maxScore: 40 });
});
afterAll(() => t.close());

const send = (
  user: UserRow,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => t.api(user, { method, url, payload, headers: { 'accept-language': lang } });

const fullMarks = {
  rubric: [
    { criterion: 'content', band: '15-13', point: 14 },
    { criterion: 'language', band: '12-9', point: 11 },
    { criterion: 'delivery', band: '12-9', point: 12 },
    { criterion: 'teamwork', band: '12-9', point: 10 },
  ],
  slide_score: 17.5,
  script_score: 12,
};

let groupA: number;
let groupB: number;

describe('making groups (group/)', () => {
  it('lets the class’s teacher make groups of its active students', async () => {
    const a = await send(f.teacher, 'POST', 'group/', {
      assignment_id: presentation.id,
      name: 'Nhóm 1',
      member_ids: [f.student.id, f.classmate.id, f.student.id],
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      assignment_id: presentation.id,
      class_id: f.cls.id,
      name: 'Nhóm 1',
      members: [
        { id: f.student.id, name: 'Lê Văn An' },
        { id: f.classmate.id, name: 'Phạm Thị Bình' },
      ],
      rubric: [],
      total: null,
      returned: false,
    });
    groupA = a.body.id;
    const b = await send(f.admin, 'POST', 'group/', {
      assignment_id: presentation.id,
      name: 'Nhóm 2',
      member_ids: [third.id],
    });
    expect(b.status).toBe(201);
    groupB = b.body.id;
  });

  it('refuses examiners, students and another class’s teacher (403)', async () => {
    const body = { assignment_id: small.id, name: 'X', member_ids: [f.student.id] };
    for (const user of [f.examiner, f.student, f.otherTeacher]) {
      const res = await send(user, 'POST', 'group/', body);
      expect(res.status, user.name).toBe(403);
    }
    const vi = await send(f.otherTeacher, 'POST', 'group/', body, 'vi');
    expect(vi.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
  });

  it('refuses a member not in the class, one already in a group, and a name taken', async () => {
    const res = await send(f.teacher, 'POST', 'group/', {
      assignment_id: presentation.id,
      name: 'Nhóm 3',
      member_ids: [f.stranger.id, f.pending.id, f.student.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'member_ids.0': ['This student is not an active student of the class'],
      'member_ids.1': ['This student is not an active student of the class'],
      'member_ids.2': ['This student is already in another group of this assignment'],
    });
    const vi = await send(
      f.teacher,
      'POST',
      'group/',
      { assignment_id: presentation.id, name: 'Nhóm 3', member_ids: [f.stranger.id] },
      'vi',
    );
    expect(vi.body.errors).toEqual({ 'member_ids.0': ['Học viên này không phải học viên đang học của lớp'] });
    const taken = await send(f.teacher, 'POST', 'group/', {
      assignment_id: presentation.id,
      name: 'nhóm 1',
      member_ids: [],
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ member_ids: ['Choose at least one member'] });
  });

  it('refuses groups on other kinds of work and unknown assignments', async () => {
    const test = await send(f.teacher, 'POST', 'group/', {
      assignment_id: f.assignment.id,
      name: 'A',
      member_ids: [f.student.id],
    });
    expect(test.status).toBe(400);
    expect(test.body.errors).toEqual({ assignment_id: ['Groups belong to presentation assignments only'] });
    const unknown = await send(f.teacher, 'POST', 'group/', {
      assignment_id: 999999,
      name: 'A',
      member_ids: [f.student.id],
    });
    expect(unknown.status).toBe(400);
  });

  it('renames and moves members; a name taken is a 409 on name', async () => {
    const clash = await send(f.teacher, 'PUT', `group/${groupB}/`, { name: 'Nhóm 1' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ name: ['Another group of this assignment has this name'] });
    const moved = await send(f.teacher, 'PUT', `group/${groupB}/`, {
      member_ids: [third.id, f.classmate.id],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({
      'member_ids.1': ['This student is already in another group of this assignment'],
    });
    const renamed = await send(f.teacher, 'PUT', `group/${groupB}/`, { name: 'Nhóm Hà' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Nhóm Hà');
    expect((await send(f.examiner, 'PUT', `group/${groupB}/`, { name: 'X' })).status).toBe(403);
  });
});

describe('marking a group (presentation/)', () => {
  it('keeps a draft from the members until the marks are returned', async () => {
    const draft = await send(f.examiner, 'PUT', `presentation/${groupA}/`, fullMarks);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      presentation_score: 11.75,
      slide_score: 17.5,
      script_score: 12,
      total: 41.25,
      returned: false,
    });
    const seen = await send(f.student, 'GET', `group/?assignment_id=${presentation.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.results).toHaveLength(1);
    expect(seen.body.results[0]).toMatchObject({ id: groupA, rubric: [], total: null, slide_score: null });
    const none = await t.db.select().from(scores).where(eq(scores.assignmentId, presentation.id));
    expect(none).toHaveLength(0);
  });

  it('returns the marks: the members see them and get their score', async () => {
    const res = await send(f.teacher, 'PUT', `presentation/${groupA}/`, { ...fullMarks, returned: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ returned: true, total: 41.25 });
    const seen = await send(f.classmate, 'GET', `presentation/${groupA}/`);
    expect(seen.body).toMatchObject({ total: 41.25, rubric: fullMarks.rubric });
    const rows = await t.db
      .select()
      .from(scores)
      .where(and(eq(scores.assignmentId, presentation.id), eq(scores.kind, 'score_presentation')));
    expect(rows.map((r) => [r.studentId, r.value]).sort()).toEqual(
      [
        [f.student.id, 41.25],
        [f.classmate.id, 41.25],
      ].sort(),
    );
    expect(rows[0]!.note).toBe('Nhóm 1: 11.75/15 + 17.5/20 + 12/15');
    // Another student's group is not theirs to read.
    expect((await send(f.student, 'GET', `group/${groupB}/`)).status).toBe(404);
  });

  it('lets the marks follow the members of a returned group', async () => {
    const res = await send(f.teacher, 'PUT', `group/${groupA}/`, { member_ids: [f.student.id] });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(scores).where(eq(scores.assignmentId, presentation.id));
    expect(rows.map((r) => r.studentId)).toEqual([f.student.id]);
  });

  it('refuses a slide score above 20, a band not in the list and a point outside its band', async () => {
    const res = await send(f.teacher, 'PUT', `presentation/${groupB}/`, {
      rubric: [
        { criterion: 'content', band: '10-9', point: 10 },
        { criterion: 'language', band: '8-5', point: 9 },
        { criterion: 'charisma', band: '4-1', point: 2 },
      ],
      slide_score: 21,
      script_score: 15.5,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'rubric.0.band': ['Choose one of the bands 15-13, 12-9, 8-5, 4-1'],
      'rubric.2.criterion': ['This criterion is not in the rubric'],
      slide_score: ['The slide score is from 0 to 20'],
      script_score: ['The script score is from 0 to 15'],
    });
    const point = await send(
      f.teacher,
      'PUT',
      `presentation/${groupB}/`,
      { rubric: [{ criterion: 'language', band: '8-5', point: 9 }], slide_score: 20.5 },
      'vi',
    );
    expect(point.body.errors).toEqual({
      'rubric.0.point': ['Điểm phải nằm trong mức đã chọn'],
      slide_score: ['Điểm slide từ 0 đến 20'],
    });
  });

  it('refuses returning incomplete marks and a total above the assignment’s maximum', async () => {
    const incomplete = await send(f.teacher, 'PUT', `presentation/${groupB}/`, {
      rubric: fullMarks.rubric.slice(0, 2),
      slide_score: 10,
      returned: true,
    });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(['rubric', 'script_score']);
    const g = await send(f.teacher, 'POST', 'group/', {
      assignment_id: small.id,
      name: 'Nhóm 1',
      member_ids: [f.student.id],
    });
    const over = await send(f.teacher, 'PUT', `presentation/${g.body.id}/`, {
      ...fullMarks,
      slide_score: 20,
      script_score: 15,
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({
      total: ['The total score cannot exceed the maximum score of the assignment and the minimum score is 0'],
    });
  });

  it('refuses marking in a class the user does not teach or examine', async () => {
    const res = await send(f.otherTeacher, 'PUT', `presentation/${groupB}/`, fullMarks, 'vi');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect((await send(f.student, 'PUT', `presentation/${groupB}/`, fullMarks)).status).toBe(403);
  });
});

describe('listing groups', () => {
  it('gives staff their classes’ groups in one call per batch, and refuses another class', async () => {
    const res = await send(f.examiner, 'GET', `group/?assignment_ids=${presentation.id},${small.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((g: { name: string }) => g.name)).toEqual(['Nhóm 1', 'Nhóm Hà', 'Nhóm 1']);
    expect((await send(f.otherTeacher, 'GET', `group/?assignment_ids=${presentation.id}`)).status).toBe(403);
    const all = await send(f.otherTeacher, 'GET', 'group/');
    expect(all.body.results).toEqual([]);
  });

  it('deletes a group with its members’ returned mark', async () => {
    expect((await send(f.examiner, 'DELETE', `group/${groupA}/`)).status).toBe(403);
    expect((await send(f.teacher, 'DELETE', `group/${groupA}/`)).status).toBe(204);
    const rows = await t.db.select().from(scores).where(eq(scores.assignmentId, presentation.id));
    expect(rows).toHaveLength(0);
  });
});

describe('two markers on one group (issue 26 point 5)', () => {
  it('keeps a group returned by one marker when another’s draft, read before the return, is written after it', async () => {
    const made = await send(f.teacher, 'POST', 'group/', {
      assignment_id: presentation.id,
      name: 'Nhóm đôi',
      member_ids: [f.classmate.id],
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    // The examiner's save read the group before the teacher returned it.
    const stale = await groupById(t.db, id);
    const returned = await send(f.teacher, 'PUT', `presentation/${id}/`, { ...fullMarks, returned: true });
    expect(returned.body).toMatchObject({ returned: true });
    await markGroup(
      t.db,
      stale,
      {
        rubric: fullMarks.rubric as PresentationRubricMark[],
        slideScore: 18,
        scriptScore: 12,
        returned: false,
      },
      f.examiner.id,
      new Date('2026-04-01T01:00:00+07:00'),
    );
    const seen = await send(f.classmate, 'GET', `presentation/${id}/`);
    expect(seen.body).toMatchObject({ returned: true, slide_score: 18 });
    const rows = await t.db
      .select()
      .from(scores)
      .where(and(eq(scores.assignmentId, presentation.id), eq(scores.studentId, f.classmate.id)));
    expect(rows.map((r) => r.value)).toEqual([11.75 + 18 + 12]);
  });
});

describe('the presentation/ collection (docs/product.md point 7)', () => {
  let fresh: { id: number };
  let a: number;
  let b: number;
  beforeAll(async () => {
    fresh = await buildAssignment(t.db, f.cls.id, f.exercise.id, { kind: 'presentation', maxScore: 50 });
    const make = async (name: string, member: UserRow) =>
      (
        await send(f.teacher, 'POST', 'group/', {
          assignment_id: fresh.id,
          name,
          member_ids: [member.id],
        })
      ).body.id as number;
    a = await make('Nhóm A', f.student);
    b = await make('Nhóm B', third);
  });

  it('marks a group the first time by POST, as PUT does, and refuses a second POST (409)', async () => {
    const first = await send(f.examiner, 'POST', 'presentation/', { group_id: a, ...fullMarks });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: a, presentation_score: 11.75, total: 41.25, returned: false });
    const again = await send(f.teacher, 'POST', 'presentation/', { group_id: a, ...fullMarks });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({
      group_id: ['This group is marked already: correct its marks instead'],
    });
    const vi = await send(f.admin, 'POST', 'presentation/', { group_id: a, ...fullMarks }, 'vi');
    expect(vi.body.errors).toEqual({ group_id: ['Nhóm này đã được chấm: hãy sửa điểm đã chấm'] });
    const corrected = await send(f.teacher, 'PUT', `presentation/${a}/`, { ...fullMarks, slide_score: 18 });
    expect(corrected.body).toMatchObject({ slide_score: 18, total: 41.75 });
    // Returned at once: the members' scores are written as by PUT.
    const returned = await send(f.teacher, 'POST', 'presentation/', {
      group_id: b,
      ...fullMarks,
      returned: true,
    });
    expect(returned.status).toBe(201);
    const rows = await t.db.select().from(scores).where(eq(scores.assignmentId, fresh.id));
    expect(rows.map((r) => [r.studentId, r.value])).toEqual([[third.id, 41.25]]);
  });

  it('refuses students and another class’s teacher (403), an unknown group (400) and bad marks', async () => {
    const body = { group_id: a, ...fullMarks };
    expect((await send(f.student, 'POST', 'presentation/', body)).status).toBe(403);
    const other = await send(f.otherTeacher, 'POST', 'presentation/', body, 'vi');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    const unknown = await send(f.teacher, 'POST', 'presentation/', { ...body, group_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ group_id: ['Not found'] });
    const invalid = await send(f.teacher, 'POST', 'presentation/', {
      group_id: 'Nhóm A',
      rubric: [{ criterion: 'content', band: '15-13', point: 3 }],
      slide_score: 25,
      colour: 'red',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['colour', 'group_id', 'slide_score']);
    const point = await send(f.teacher, 'POST', 'presentation/', {
      group_id: a,
      rubric: [{ criterion: 'content', band: '15-13', point: 3 }],
    });
    expect(point.body.errors).toEqual({ 'rubric.0.point': ['The point must lie inside the chosen band'] });
    const missing = await send(f.teacher, 'POST', 'presentation/', fullMarks);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['group_id']);
    const incomplete = await send(f.teacher, 'POST', 'presentation/', {
      group_id: a,
      slide_score: 10,
      returned: true,
    });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(['rubric', 'script_score']);
  });

  it('refuses a first marking whose group was marked between its read and its write', async () => {
    const made = await send(f.teacher, 'POST', 'group/', {
      assignment_id: fresh.id,
      name: 'Nhóm C',
      member_ids: [f.classmate.id],
    });
    const stale = await groupById(t.db, made.body.id as number);
    expect((await send(f.teacher, 'PUT', `presentation/${stale.group.id}/`, fullMarks)).status).toBe(200);
    await expect(
      markGroup(
        t.db,
        stale,
        {
          rubric: fullMarks.rubric as PresentationRubricMark[],
          slideScore: 1,
          scriptScore: 1,
          returned: false,
          firstOnly: true,
        },
        f.examiner.id,
        new Date('2026-04-01T01:00:00+07:00'),
      ),
    ).rejects.toMatchObject({ status: 409, key: 'presentation_marked' });
    expect((await groupById(t.db, stale.group.id)).group.slideScore).toBe(17.5);
    expect((await send(f.teacher, 'DELETE', `group/${stale.group.id}/`)).status).toBe(204);
  });

  it('lists the marks as group/ does: staff of the class, their own group for students', async () => {
    for (const user of [f.admin, f.teacher, f.examiner]) {
      const res = await send(user, 'GET', `presentation/?assignment_ids=${fresh.id}`);
      expect(res.status, user.name).toBe(200);
      expect(res.body.results.map((g: { id: number; total: number }) => [g.id, g.total])).toEqual([
        [a, 41.75],
        [b, 41.25],
      ]);
    }
    expect((await send(f.otherTeacher, 'GET', `presentation/?assignment_ids=${fresh.id}`)).status).toBe(403);
    expect((await send(f.otherTeacher, 'GET', 'presentation/')).body.results).toEqual([]);
    // A draft stays hidden from its members; a returned mark is shown.
    const own = await send(f.student, 'GET', `presentation/?assignment_id=${fresh.id}`);
    expect(own.body.results).toEqual([expect.objectContaining({ id: a, total: null, rubric: [] })]);
    const returned = await send(third, 'GET', `presentation/?ids=${a},${b}`);
    expect(returned.body.results).toEqual([expect.objectContaining({ id: b, total: 41.25 })]);
    const bad = await send(f.teacher, 'GET', 'presentation/?assignment_ids=x&page_size=0', undefined, 'vi');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['assignment_ids', 'page_size']);
  });
});
