/**
 * The crowd benchmark's stack and cast (bench/load.ts): the realm's signing key, a fresh database with the
 * demo data, and the simulated teachers and students with their tokens, classes and lessons.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../backend/src/db/client.js';
import { ROLE, classStaff, classStudents, lessons, users } from '../../backend/src/db/schema.js';
import { seedDemoData } from '../../backend/src/seed/seed.js';

export const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The realm's signing key and a certs endpoint: backend and gateway verify the tokens minted here. */
export async function startIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url === '/realms/lms/protocol/openid-connect/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${port}/realms/lms`;
  const mint = (sub: string, email: string, role: string) =>
    new SignJWT({
      typ: 'Bearer',
      azp: 'lms-web',
      email,
      email_verified: true,
      realm_access: { roles: [role] },
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return { issuer, mint, close: () => server.close() };
}

/** A fresh database with the demo data (8 classes, 80 students, timetables, results). */
export async function prepareDatabase(kind: 'pglite' | 'postgres', dataDir: string) {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'backend') });
    await seedDemoData(database.db);
    return { database, env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `lms_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedDemoData(database.db);
  return {
    database,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface Actor {
  token: string;
  role: 'teacher' | 'student';
  classIds: number[];
  /** Lessons only this simulated user writes, so a read-back must find exactly its last write. */
  lessons: { id: number; students: number[] }[];
}

export async function castOf(
  database: Database,
  mint: (sub: string, email: string, role: string) => Promise<string>,
  count: number,
) {
  const db = database.db;
  const teachers = await db.select().from(users).where(eq(users.role, ROLE.TEACHER));
  const students = await db.select().from(users).where(eq(users.role, ROLE.STUDENT));
  const staff = await db.select().from(classStaff).where(eq(classStaff.kind, 'teacher'));
  const members = await db.select().from(classStudents).where(eq(classStudents.status, 'active'));
  const allLessons = await db
    .select({ id: lessons.id, classId: lessons.classId })
    .from(lessons)
    .where(and(inArray(lessons.status, ['scheduled', 'done'])));
  const tokens = new Map<number, string>();
  const tokenOf = async (u: typeof users.$inferSelect) => {
    if (!tokens.has(u.id))
      tokens.set(u.id, await mint(`bench-${u.id}`, u.email, u.role === ROLE.TEACHER ? 'teacher' : 'student'));
    return tokens.get(u.id)!;
  };
  const actors: Actor[] = [];
  const teacherActors = Math.max(1, Math.round(count * 0.3));
  const taken = new Set<number>();
  for (let i = 0; i < count; i++) {
    if (i < teacherActors) {
      const teacher = teachers[i % teachers.length]!;
      const classIds = staff.filter((s) => s.userId === teacher.id).map((s) => s.classId);
      const own = allLessons.filter((l) => classIds.includes(l.classId) && !taken.has(l.id)).slice(0, 3);
      own.forEach((l) => taken.add(l.id));
      actors.push({
        token: await tokenOf(teacher),
        role: 'teacher',
        classIds,
        lessons: own.map((l) => ({
          id: l.id,
          students: members.filter((m) => m.classId === l.classId).map((m) => m.studentId),
        })),
      });
    } else {
      const student = students[i % students.length]!;
      const classIds = members.filter((m) => m.studentId === student.id).map((m) => m.classId);
      actors.push({ token: await tokenOf(student), role: 'student', classIds, lessons: [] });
    }
  }
  return actors;
}
