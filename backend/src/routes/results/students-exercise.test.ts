import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAssignment,
  buildClassOverview,
  buildUserExam,
  type ClassOverviewFixture,
} from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
});
afterAll(() => t.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => values.sort((a, b) => a - b);
const get = (viewer: Parameters<TestContext['api']>[0], query: string) =>
  t.api(viewer, { method: 'GET', url: `students/exercise${query}` });

describe('GET students/exercise', () => {
  it('presents a result with its class, label and minimum-score flag', async () => {
    const { anHomework } = f.exams;
    const res = await get(f.teacher, `?ids=${anHomework.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: anHomework.id,
        assignment_id: f.assignments.homework.id,
        class_id: f.cls.id,
        student_id: f.students.an.id,
        attempt: 2,
        status: 'pass',
        status_label: 'done',
        below_min_score: false,
        redo_requested: false,
        redo_requested_at: null,
        redo_note: '',
        started_at: null,
        submitted_at: '2026-09-10T10:00:00.000Z',
        access_count: 0,
        score: 80,
        // Rows written without a submit (fixtures, work submitted before issue 25) carry no keyed share.
        keyed_score: null,
        keyed_max_score: null,
        parts_awaiting_marker: null,
        comment: '',
        marked_by: f.teacher.id,
        marked_at: '2026-09-10T10:00:00.000Z',
      },
    ]);
  });

  it('returns the latest attempt per student and assignment, every attempt on request', async () => {
    const e = f.exams;
    const latest = await get(f.teacher, `?class_id=${f.cls.id}`);
    expect(ids(latest.body)).toEqual(
      sorted(
        e.anHomework.id,
        e.binhHomework.id,
        e.chiHomework.id,
        e.leftHomework.id,
        e.anTest.id,
        e.binhTest.id,
      ),
    );
    const all = await get(f.teacher, `?class_id=${f.cls.id}&all_attempts=true`);
    expect(all.body.count).toBe(7);
    const first = all.body.results.find((r: { id: number }) => r.id === e.anFirst.id);
    expect(first).toMatchObject({ status: 'fail', status_label: 'done', score: 40, below_min_score: true });
  });

  it('labels every status as docs/product.md point 3 does', async () => {
    const res = await get(f.teacher, `?class_id=${f.cls.id}`);
    const labels = Object.fromEntries(
      res.body.results.map((r: { status: string; status_label: string }) => [r.status, r.status_label]),
    );
    expect(labels).toEqual({
      pass: 'done',
      waiting_score: 'unmarked',
      unfinished: 'unfinished',
      holding: 'holding',
    });
    const failed = await get(f.otherTeacher, `?class_id=${f.otherClass.id}`);
    expect(failed.body.results[0]).toMatchObject({
      status: 'fail',
      status_label: 'done',
      below_min_score: false,
    });
  });

  it('filters by status', async () => {
    const res = await get(f.teacher, `?class_id=${f.cls.id}&status=waiting_score`);
    expect(ids(res.body)).toEqual([f.exams.binhHomework.id]);
  });

  it('serves DataLoader batches with exactly the requested rows', async () => {
    const e = f.exams;
    const students = await get(
      f.teacher,
      `?class_ids=${f.cls.id}&student_ids=${f.students.an.id},${f.students.chi.id}`,
    );
    expect(ids(students.body)).toEqual(sorted(e.anHomework.id, e.chiHomework.id, e.anTest.id));
    const assignments = await get(
      f.admin,
      `?assignment_ids=${f.assignments.test.id},${f.assignments.otherHomework.id}`,
    );
    expect(ids(assignments.body)).toEqual(sorted(e.anTest.id, e.binhTest.id, e.strangerHomework.id));
    const one = await get(
      f.examiner,
      `?assignment_id=${f.assignments.test.id}&student_id=${f.students.binh.id}`,
    );
    expect(ids(one.body)).toEqual([e.binhTest.id]);
    const byIds = await get(f.admin, `?ids=${e.chiHomework.id},${e.strangerHomework.id}`);
    expect(ids(byIds.body)).toEqual(sorted(e.chiHomework.id, e.strangerHomework.id));
  });

  it("confines unfiltered lists to the viewer's classes", async () => {
    const e = f.exams;
    expect((await get(f.admin, '')).body.count).toBe(7);
    expect(ids((await get(f.otherTeacher, '')).body)).toEqual([e.strangerHomework.id]);
    expect((await get(f.examiner, '')).body.count).toBe(6);
    expect((await get(f.otherExaminer, '')).body.count).toBe(0);
    // A teacher asking for a student of another class sees nothing of that class.
    expect((await get(f.teacher, `?student_id=${f.students.stranger.id}`)).body.count).toBe(0);
    // Ids outside the viewer's classes are dropped, not leaked.
    expect(ids((await get(f.teacher, `?ids=${e.anTest.id},${e.strangerHomework.id}`)).body)).toEqual([
      e.anTest.id,
    ]);
  });

  it('shows a student only their own results', async () => {
    const e = f.exams;
    const own = await get(f.students.an, '');
    expect(ids(own.body)).toEqual(sorted(e.anHomework.id, e.anTest.id));
    const inClass = await get(f.students.an, `?class_id=${f.cls.id}&all_attempts=true`);
    expect(ids(inClass.body)).toEqual(sorted(e.anFirst.id, e.anHomework.id, e.anTest.id));
    const byAssignment = await get(f.students.binh, `?assignment_id=${f.assignments.homework.id}`);
    expect(ids(byAssignment.body)).toEqual([e.binhHomework.id]);
    expect((await get(f.students.an, `?student_id=${f.students.an.id}`)).status).toBe(200);
  });

  it("answers 403 to a student asking for someone else's results", async () => {
    const { an, binh } = f.students;
    expect((await get(an, `?student_id=${binh.id}`)).status).toBe(403);
    expect((await get(an, `?class_id=${f.cls.id}&student_ids=${an.id},${binh.id}`)).status).toBe(403);
    expect((await get(an, `?ids=${f.exams.binhHomework.id}`)).body.count).toBe(0);
  });

  it('follows the permission matrix on a class filter', async () => {
    const query = `?class_id=${f.cls.id}`;
    for (const viewer of [f.admin, f.teacher, f.examiner, f.students.an]) {
      expect((await get(viewer, query)).status).toBe(200);
    }
    const { stranger, left, pending } = f.students;
    for (const viewer of [f.otherTeacher, f.otherExaminer, stranger, left, pending]) {
      expect((await get(viewer, query)).status).toBe(403);
    }
    expect((await get(f.teacher, `?class_ids=${f.cls.id},${f.otherClass.id}`)).status).toBe(403);
  });

  it('follows the permission matrix on an assignment filter', async () => {
    const query = `?assignment_id=${f.assignments.homework.id}`;
    expect((await get(f.examiner, query)).body.count).toBe(4);
    expect((await get(f.otherTeacher, query)).status).toBe(403);
    expect((await get(f.otherExaminer, query)).status).toBe(403);
    expect((await get(f.students.stranger, query)).status).toBe(403);
    const batch = `?assignment_ids=${f.assignments.homework.id},${f.assignments.otherHomework.id}`;
    expect((await get(f.teacher, batch)).status).toBe(403);
  });

  it('answers 404 for an unknown class or assignment, 401 without a token', async () => {
    expect((await get(f.admin, '?class_id=999999')).status).toBe(404);
    expect((await get(f.admin, '?assignment_id=999999')).status).toBe(404);
    expect((await get(f.admin, '?assignment_ids=999998,999999')).body.count).toBe(0);
    expect((await get(null, '')).status).toBe(401);
  });

  it('answers 400 with the field of each bad filter', async () => {
    const res = await get(
      f.admin,
      '?status=done&all_attempts=yes&student_ids=abc&assignment_id=-1&class_ids=&page_size=0&sort=id',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'all_attempts',
      'assignment_id',
      'class_ids',
      'page_size',
      'sort',
      'status',
      'student_ids',
    ]);
  });
});

describe('the marking queue (status=waiting_score), issue 10', () => {
  it.each(['admin', 'teacher', 'examiner', 'otherTeacher'])(
    'gives %s a count equal to the rows reachable page by page, all waiting',
    async (who) => {
      const viewer = f.cast[who]!;
      const first = await get(viewer, '?status=waiting_score&page_size=1');
      expect(first.status).toBe(200);
      const seen: { id: number; status: string }[] = [];
      for (let page = 1; page <= first.body.count; page++) {
        const res = await get(viewer, `?status=waiting_score&page_size=1&page=${page}`);
        seen.push(...res.body.results);
      }
      expect(seen).toHaveLength(first.body.count);
      expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
      expect(seen.every((r) => r.status === 'waiting_score')).toBe(true);
      const all = await get(viewer, '?status=waiting_score&page_size=300');
      expect(ids(all.body)).toEqual(seen.map((r) => r.id).sort((a, b) => a - b));
    },
  );

  it('puts the submission that has waited longest first', async () => {
    // Chí's test has waited since before Bình's homework was handed in.
    const older = await buildUserExam(t.db, f.assignments.test.id, f.students.chi.id, {
      status: 'waiting_score',
      submittedAt: new Date('2026-09-01T08:00:00Z'),
    });
    const all = await get(f.cast.admin!, '?status=waiting_score&page_size=300');
    expect(all.body.results[0].id).toBe(older.id);
    const submitted = all.body.results.map((r: { submitted_at: string | null }) => r.submitted_at);
    expect(submitted.length).toBeGreaterThan(1);
    const times = submitted.filter((t: string | null) => t !== null).map((t: string) => Date.parse(t));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Rows without a submission time (none should wait without one) come last.
    expect(submitted.slice(times.length).every((t: string | null) => t === null)).toBe(true);
  });

  it('shows the teacher of the class its waiting work and another teacher none of it', async () => {
    const mine = await get(f.teacher, '?status=waiting_score&page_size=300');
    expect(mine.body.count).toBeGreaterThan(0);
    const theirs = await get(f.cast.otherTeacher!, '?status=waiting_score&page_size=300');
    const mineIds = new Set(ids(mine.body));
    expect(ids(theirs.body).some((id) => mineIds.has(id))).toBe(false);
  });

  it('carries each row’s student with expand=student (the marking queue), as the viewer may see them', async () => {
    const res = await get(f.examiner, '?status=waiting_score&expand=student&page_size=300');
    expect(res.status).toBe(200);
    const binh = res.body.results.find((r: { student_id: number }) => r.student_id === f.students.binh.id);
    expect(binh.student).toMatchObject({ id: f.students.binh.id, name: 'Phạm Thị Bình', phone: '' });
    expect((await get(f.teacher, '?expand=students')).status).toBe(400);
    const plain = await get(f.teacher, '?status=waiting_score');
    expect(plain.body.results[0].student).toBeUndefined();
  });
});

describe('GET students/exercise as the student (issue 26)', () => {
  it('counts the redos a marker asked when it says a redo below the minimum is still open', async () => {
    // Two attempts allowed; a marker asked the redo of the first, so a third is allowed after a failed second.
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id, {
      kind: 'test',
      minScore: 50,
      maxAttempts: 2,
    });
    const chi = f.students.chi;
    await buildUserExam(t.db, a.id, chi.id, {
      attempt: 1,
      status: 'pass',
      score: 60,
      redoRequestedAt: new Date('2026-09-01T10:00:00Z'),
    });
    const second = await buildUserExam(t.db, a.id, chi.id, { attempt: 2, status: 'fail', score: 20 });
    const res = await get(chi, `?assignment_id=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({ id: second.id, attempt: 2, below_min_score: true }),
    ]);

    // The third failed too: the cap and the one redo are used, so nothing is asked any more.
    const third = await buildUserExam(t.db, a.id, chi.id, { attempt: 3, status: 'fail', score: 10 });
    const after = await get(chi, `?assignment_id=${a.id}`);
    expect(after.body.results).toEqual([
      expect.objectContaining({ id: third.id, attempt: 3, below_min_score: false }),
    ]);
  });
});
