import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../backend/src/seed/seed.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { BANK_BUDGETS, type BankIds } from '../../gateway/test/bank-budgets.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';

type Role = 'admin' | 'teacher' | 'student' | 'specialize';
const ACCOUNTS: Record<'admin' | 'teacher', { email: string; role: Role }> = {
  admin: { email: 'admin@academy.test', role: 'admin' },
  teacher: { email: 'teacher1@academy.test', role: 'teacher' },
};

/**
 * The bank's web operations through the gateway and the real backend, on the demo bank (its 35 types, media,
 * tags, exercises): each answers without errors within its REST-call budget (docs/design.md section 4: a page is a
 * fixed number of calls, whatever it lists). The class pages' budgets are in web-operations.test.ts.
 */
describe("the bank's web operations on the demo bank", () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<unknown>>>;
  let gateway: Gateway;
  let uploadDir: string;
  const ids = {} as BankIds;

  async function run(name: string, as: keyof typeof ACCOUNTS, variables: Record<string, unknown> = {}) {
    const account = ACCOUNTS[as];
    const token = await backend.token(account, account.role);
    const before = backend.requests().length;
    const { body } = await executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
      { query: webOperation(name).query, variables },
    );
    return { body, calls: backend.requests().slice(before) };
  }

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bank-ops-'));
    backend = await startRealBackend((db) => seedDemoData(db, { uploadDir }));
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
    // Ids the operations work on, read through the gateway before any call is counted.
    const common = await run('QuestionListQuery', 'teacher', { store: 'COMMON', page: 1, pageSize: 5 });
    const own = await run('QuestionListQuery', 'teacher', { store: 'PRIVATE', page: 1, pageSize: 5 });
    const exercises = await run('ExerciseListQuery', 'teacher', { store: 'COMMON', page: 1, pageSize: 5 });
    ids.commonQuestion = common.body.data.questions.items[0].id;
    ids.ownQuestion = own.body.data.questions.items[0].id;
    ids.commonExercise = exercises.body.data.exercises.items[0].id;
    const returned = await run('ResultsStaffQuery', 'teacher', {
      filter: { status: 'PASS' },
      page: 1,
      pageSize: 1,
    });
    const [result] = returned.body.data.results.items;
    ids.attempt = result.id;
    ids.exam = result.assignment.id;
    ids.examExercise = result.assignment.exercise.id;
  }, 120_000);

  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  // In order: what a mutation creates, the next ones edit, copy and delete.
  for (const [name, runs] of Object.entries(BANK_BUDGETS)) {
    for (const r of runs) {
      it(`${name}${r.label ? ` (${r.label})` : ''} answers within ${r.budget} REST calls`, async () => {
        const { body, calls } = await run(name, r.as, r.variables?.(ids) ?? {});
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        const payload = Object.values(body.data ?? {})[0] as { errors?: unknown[] } | null;
        if (payload && typeof payload === 'object' && 'errors' in payload) expect(payload.errors).toEqual([]);
        r.keep?.(body.data, ids);
        expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(r.budget);
      });
    }
  }
});
