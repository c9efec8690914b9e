import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../backend/src/db/client.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../backend/src/test/factories.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp, type GraphQLBody } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';

async function seedPeople(db: Db) {
  return {
    admin: await buildAdmin(db, { name: 'Quản trị Hà' }),
    owner: await buildTeacher(db, { name: 'Cô Lan' }),
    otherTeacher: await buildTeacher(db, { name: 'Thầy Minh' }),
    student: await buildStudent(db, { name: 'Trò An' }),
    examiner: await buildExaminer(db, { name: 'Giám khảo Vy' }),
  };
}
type People = Awaited<ReturnType<typeof seedPeople>>;
type Who = keyof People;
const REALM_ROLE = {
  admin: 'admin',
  owner: 'teacher',
  otherTeacher: 'teacher',
  student: 'student',
  examiner: 'specialize',
} as const;

type Store = 'COMMON' | 'PRIVATE';
const WHO: Record<Who, (store: Store) => string> = {
  admin: () => 'an administrator',
  owner: (store) => (store === 'PRIVATE' ? 'its teacher' : 'a teacher'),
  otherTeacher: () => 'another teacher',
  student: () => 'a student',
  examiner: () => 'an examiner',
};
/** The author of an item of each store: an administrator writes the common store, a teacher their own. */
const AUTHOR: Record<Store, Who> = { COMMON: 'admin', PRIVATE: 'owner' };

/**
 * the permission matrix of docs/architecture.md, the question and exercise rows: common store (admin read, write; teacher
 * read, clone into private; examiner read; student nothing) and private store (admin read all; a teacher
 * their own only; nobody else). `copy` is left out where the matrix says nothing (an admin and a private item).
 */
const MATRIX: { store: Store; who: Who; read: boolean; write: boolean; copy?: boolean }[] = [
  { store: 'COMMON', who: 'admin', read: true, write: true, copy: true },
  { store: 'COMMON', who: 'owner', read: true, write: false, copy: true },
  { store: 'COMMON', who: 'student', read: false, write: false, copy: false },
  { store: 'COMMON', who: 'examiner', read: true, write: false, copy: false },
  { store: 'PRIVATE', who: 'admin', read: true, write: false },
  { store: 'PRIVATE', who: 'owner', read: true, write: true, copy: true },
  { store: 'PRIVATE', who: 'otherTeacher', read: false, write: false, copy: false },
  { store: 'PRIVATE', who: 'student', read: false, write: false, copy: false },
  { store: 'PRIVATE', who: 'examiner', read: false, write: false, copy: false },
];

const GAP_FILL = {
  type: 'GAP_FILL',
  parts: [{ textEntry: { text: 'The museum opens at {{1}}.', blanks: [{ key: '1', accepted: ['nine'] }] } }],
};

const refused = (body: GraphQLBody) => body.errors?.[0]?.extensions?.code;

/**
 * Every row of the permission matrix for questions and exercises, through the gateway as the web calls it
 * (its own operations, web/src/gql) against the real backend: what each role lists, opens, edits, deletes
 * and copies, and that an item names its author and says whether the viewer may write it (issue 25: a
 * teacher's own items came back with a null owner and could not be edited).
 */
describe('the question and exercise rows of the permission matrix, through GraphQL', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<People>>>;
  let gateway: Gateway;
  let n = 0;

  async function run(as: Who, operation: string, variables: Record<string, unknown> = {}) {
    const user = backend.seeded[as];
    const token = await backend.token(user, REALM_ROLE[as]);
    const { body } = await executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
      { query: webOperation(operation).query, variables },
    );
    return body;
  }

  /** A fresh item of the store, written by its author through the web's create mutation. */
  async function newQuestion(store: Store): Promise<string> {
    const body = await run(AUTHOR[store], 'QuestionCreateMutation', {
      input: { title: `Matrix question ${++n}`, ...GAP_FILL },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.createQuestion.errors).toEqual([]);
    expect(body.data.createQuestion.question.store).toBe(store);
    return body.data.createQuestion.question.id;
  }
  async function newExercise(store: Store): Promise<string> {
    const question = await newQuestion(store);
    const body = await run(AUTHOR[store], 'ExerciseCreateMutation', {
      input: { name: `Matrix exercise ${++n}`, questionIds: [question] },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.createExercise.errors).toEqual([]);
    return body.data.createExercise.exercise.id;
  }

  beforeAll(async () => {
    backend = await startRealBackend(seedPeople);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  const KINDS = [
    {
      kind: 'question',
      create: newQuestion,
      list: 'QuestionListQuery',
      listField: 'questions',
      detail: 'QuestionFormQuery',
      detailField: 'question',
      edit: 'QuestionUpdateMutation',
      editInput: (id: string) => ({ id, title: `Edited ${id}` }),
      editField: 'updateQuestion',
      remove: 'QuestionDeleteMutation',
      removeField: 'deleteQuestion',
      copy: 'QuestionCopyMutation',
      copyInput: (id: string) => ({ questionId: id }),
      copyField: 'copyQuestion',
    },
    {
      kind: 'exercise',
      create: newExercise,
      list: 'ExerciseListQuery',
      listField: 'exercises',
      detail: 'ExerciseContentQuery',
      detailField: 'exercise',
      edit: 'ExerciseUpdateMutation',
      editInput: (id: string) => ({ id, name: `Edited ${id}` }),
      editField: 'updateExercise',
      remove: 'ExerciseDeleteMutation',
      removeField: 'deleteExercise',
      copy: 'ExerciseCopyMutation',
      copyInput: (id: string) => ({ exerciseId: id }),
      copyField: 'copyExercise',
    },
  ] as const;

  for (const k of KINDS) {
    for (const row of MATRIX) {
      const label = `${WHO[row.who](row.store)} and a ${row.store.toLowerCase()} ${k.kind}`;

      it(`${label}: ${row.read ? 'lists and opens it, named by its author' : 'neither lists nor opens it'}`, async () => {
        const id = await k.create(row.store);
        const list = await run(row.who, k.list, { store: row.store, page: 1, pageSize: 300 });
        const detail = await run(row.who, k.detail, { id });
        if (row.read) {
          expect(list.errors).toBeUndefined();
          expect(list.data[k.listField].items.map((i: { id: string }) => i.id)).toContain(id);
          expect(detail.errors).toBeUndefined();
          const item = detail.data[k.detailField];
          expect(item.owner?.name).toBe(backend.seeded[AUTHOR[row.store]].name);
          expect(item.viewerCanWrite).toBe(row.write);
        } else {
          const listed = list.data?.[k.listField]?.items ?? [];
          expect(listed.map((i: { id: string }) => i.id)).not.toContain(id);
          expect(detail.data?.[k.detailField] ?? null).toBeNull();
        }
      });

      it(`${label}: ${row.write ? 'edits' : 'may not edit'} it`, async () => {
        const id = await k.create(row.store);
        const body = await run(row.who, k.edit, { input: k.editInput(id) });
        if (row.write) {
          expect(body.errors).toBeUndefined();
          expect(body.data[k.editField].errors).toEqual([]);
          const saved = body.data[k.editField][k.kind];
          expect(saved.title ?? saved.name).toBe(`Edited ${id}`);
        } else {
          expect(refused(body)).toBe('FORBIDDEN');
        }
      });

      it(`${label}: ${row.write ? 'deletes' : 'may not delete'} it`, async () => {
        const id = await k.create(row.store);
        const body = await run(row.who, k.remove, { input: { id } });
        const after = await run(AUTHOR[row.store], k.detail, { id });
        if (row.write) {
          expect(body.errors).toBeUndefined();
          expect(body.data[k.removeField]).toEqual({ deletedId: id, errors: [] });
          expect(after.data[k.detailField]).toBeNull();
        } else {
          expect(refused(body)).toBe('FORBIDDEN');
          expect(after.data[k.detailField].id).toBe(id);
        }
      });

      if (row.copy !== undefined) {
        it(`${label}: ${row.copy ? 'copies' : 'may not copy'} it`, async () => {
          const id = await k.create(row.store);
          const body = await run(row.who, k.copy, { input: k.copyInput(id) });
          if (row.copy) {
            expect(body.errors).toBeUndefined();
            expect(body.data[k.copyField].errors).toEqual([]);
            const copy = body.data[k.copyField][k.kind];
            // Into the copier's own store: an administrator's the common one, a teacher's their private one.
            expect(copy.store).toBe(row.who === 'admin' ? 'COMMON' : 'PRIVATE');
            expect(copy.id).not.toBe(id);
          } else {
            expect(refused(body)).toBe('FORBIDDEN');
          }
        });
      }
    }
  }

  it("names staff to staff only: a student asking for the bank's authors is refused", async () => {
    const token = await backend.token(backend.seeded.student, 'student');
    const response = await fetch(`${backend.restBaseUrl}/staff/?ids=${backend.seeded.owner.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});
