import { foldForSearch } from '@lms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin, buildClass, buildCourse, buildExercise, buildStudent } from '../test/factories.js';
import { questions } from './schema.js';
import type { UserRow } from '../http/auth.js';

/** Every Vietnamese letter with a mark, lower and upper case. */
const VIETNAMESE = 'àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ';
const ALPHABET = `${VIETNAMESE}${VIETNAMESE.toUpperCase()} ABCXYZ abcxyz 0123-4_5%`;

let t: TestContext;
let admin: UserRow;
const nguyens: number[] = [];
const evening: number[] = [];
const vietnameseQuestions: number[] = [];
let nguyenExercise: number;

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db, { name: 'Quản Trị' });
  const given = ['Văn An', 'Thị Bình', 'Đức Cường', 'Ngọc Ánh', 'Hữu Phước'];
  for (const [i, name] of given.entries()) {
    const u = await buildStudent(t.db, { name: `Nguyễn ${name}`, email: `hs${i}@example.test` });
    nguyens.push(u.id);
  }
  // Typed on a keyboard that sends decomposed marks (macOS, some Vietnamese input methods).
  nguyens.push((await buildStudent(t.db, { name: 'NGUYỄN THỊ HOA'.normalize('NFD') })).id);
  nguyens.push((await buildStudent(t.db, { name: 'nguyen plain', email: 'np@example.test' })).id);
  nguyens.sort((a, b) => a - b);
  await buildStudent(t.db, { name: 'Trần Nguyệt', email: 'tn@example.test' });
  evening.push((await buildClass(t.db, { name: 'IELTS 6.5 Tối 2-4-6', classCode: 'T246A' })).id);
  evening.push((await buildClass(t.db, { name: 'Giao tiếp tối 2-4-6', classCode: 'T246B' })).id);
  evening.sort((a, b) => a - b);
  await buildClass(t.db, { name: 'Giao tiếp Tối 3-5-7', classCode: 'T357' });
  await buildCourse(t.db, { name: 'Tiếng Anh Giao Tiếp Đặc Biệt' });
  const bank = await t.db
    .insert(questions)
    .values([
      { title: 'Dịch sang Tiếng Việt: bài 1', questionType: 'translation', store: 'common' },
      { title: 'Reading', content: 'Đoạn văn TIẾNG VIỆT về Huế', questionType: 'gap_fill', store: 'common' },
      {
        title: 'Listening',
        description: 'Cô Nguyễn: tiếng việt',
        questionType: 'dictation',
        store: 'common',
      },
      { title: 'Tieng Anh co ban', questionType: 'gap_fill', store: 'common' },
    ])
    .returning({ id: questions.id });
  vietnameseQuestions.push(...bank.slice(0, 3).map((q) => q.id));
  nguyenExercise = (await buildExercise(t.db, { name: 'Bài tập của cô Nguyễn', description: 'Tối 2-4-6' }))
    .id;
  await buildExercise(t.db, { name: 'Bài tập Trần', description: 'Sáng' });
});
afterAll(() => t.close());

describe('lms_search_fold, the SQL twin of foldForSearch', () => {
  it('folds every Vietnamese letter as @lms/domain does, composed and decomposed', async () => {
    for (const text of [ALPHABET, ALPHABET.normalize('NFD')]) {
      const { rows } = await t.db.execute<{ folded: string }>(sql`select lms_search_fold(${text}) as folded`);
      expect(rows[0]!.folded).toBe(foldForSearch(text));
    }
    expect(foldForSearch(ALPHABET)).toMatch(/^[a-z0-9 %_-]+$/);
  });
});

describe('search ignores case and Vietnamese marks', () => {
  it('finds every Nguyễn user from "nguyen", "NGUYEN" and "Nguyễn"', async () => {
    for (const q of ['nguyen', 'NGUYEN', 'Nguyễn', ' nguyễn ']) {
      const res = await t.api(admin, { method: 'GET', url: `user/?search=${encodeURIComponent(q)}` });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(nguyens);
    }
    const duc = await t.api(admin, { method: 'GET', url: 'user/?search=duc cuong' });
    expect(ids(duc.body)).toEqual([nguyens[2]]);
  });

  it('finds the "Tối 2-4-6" classes from "toi 2-4-6", and by class code', async () => {
    const res = await t.api(admin, {
      method: 'GET',
      url: `class/?search=${encodeURIComponent('toi 2-4-6')}`,
    });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(evening);
    const code = await t.api(admin, { method: 'GET', url: 'class/?search=t246' });
    expect(ids(code.body)).toEqual(evening);
  });

  it('finds courses without marks and keeps LIKE wildcards literal', async () => {
    const res = await t.api(admin, {
      method: 'GET',
      url: `course/?search=${encodeURIComponent('dac biet')}`,
    });
    expect(res.body.results.map((c: { name: string }) => c.name)).toEqual(['Tiếng Anh Giao Tiếp Đặc Biệt']);
    const wildcard = await t.api(admin, { method: 'GET', url: 'class/?search=2_4' });
    expect(wildcard.body.count).toBe(0);
  });

  it('finds questions by title, instructions or description from "tieng viet", any case', async () => {
    for (const q of ['tieng viet', 'TIẾNG VIỆT', 'Tiếng Việt']) {
      const res = await t.api(admin, { method: 'GET', url: `question/?search=${encodeURIComponent(q)}` });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(vietnameseQuestions);
    }
    const nguyen = await t.api(admin, { method: 'GET', url: 'question/?search=nguyen' });
    expect(ids(nguyen.body)).toEqual([vietnameseQuestions[2]]);
  });

  it('finds exercises by name or description from "nguyen" and "toi 2-4-6"', async () => {
    for (const q of ['nguyen', 'NGUYỄN', 'toi 2-4-6']) {
      const res = await t.api(admin, { method: 'GET', url: `exercise/?search=${encodeURIComponent(q)}` });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([nguyenExercise]);
    }
  });

  it('keeps the search text of a renamed row up to date', async () => {
    const cls = evening[0]!;
    await t.db.execute(sql`update classes set name = 'Sáng thứ Bảy' where id = ${cls}`);
    const res = await t.api(admin, { method: 'GET', url: 'class/?search=sang thu bay' });
    expect(ids(res.body)).toEqual([cls]);
    await t.db.execute(sql`update classes set name = 'IELTS 6.5 Tối 2-4-6' where id = ${cls}`);
  });
});

describe('the search indexes', () => {
  it.each([
    ['users', 'users_search_idx'],
    ['classes', 'classes_search_idx'],
    ['courses', 'courses_search_idx'],
    ['questions', 'questions_search_idx'],
    ['exercises', 'exercises_search_idx'],
  ])('serve LIKE on %s.search_text (%s) rather than a scan', async (table, index) => {
    const plan = await t.db.transaction(async (tx) => {
      // Test tables are tiny: without this the planner rightly prefers a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from ${sql.identifier(table)} where search_text like ${'%nguyen%'}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
