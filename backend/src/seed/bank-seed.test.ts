import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTION_TYPES,
  QUESTION_TYPE_INFO,
  RESPONSE_SCHEMAS,
  blanksOf,
  interactionOf,
  markedByOf,
  scorePart,
  validatePart,
  type Part,
  type PartContent,
} from '@lms/domain/questions';
import type { Database } from '../db/client.js';
import {
  errorTags,
  exerciseQuestions,
  exercises,
  media,
  questionParts,
  questions,
  tags,
  userAnswers,
  userExams,
  users,
  ROLE,
} from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { AUDIO_CLIPS } from './audio-clips.js';
import { BANK, storedPart } from './content.js';
import { seedDemoData } from './seed.js';

let database: Database;
let uploadDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'seed-uploads-'));
  await seedDemoData(database.db, { today: '2026-03-10', uploadDir });
});
afterAll(async () => {
  await database?.close();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

const db = () => database.db;
const partOf = (row: typeof questionParts.$inferSelect): Part => ({
  content: row.content as Part['content'],
  answer: row.answer as Part['answer'],
  score: row.score,
  weight: row.weight,
});

describe('the demo bank', () => {
  it('stores every part in its type’s registry shape', async () => {
    const rows = await db().select().from(questionParts);
    expect(rows.length).toBeGreaterThan(120);
    for (const row of rows) {
      const checked = validatePart(row.questionType, partOf(row));
      expect(checked, `part ${row.id} (${row.questionType})`).toMatchObject({ ok: true });
      if (checked.ok) expect(checked.part, `part ${row.id}`).toEqual(partOf(row));
    }
  });

  it('refuses a bank part that does not fit the registry, naming the question', () => {
    const q = BANK.find((x) => x.key === 'museum-call')!;
    const part = q.parts[0]!;
    expect(() => storedPart(q, { ...part, answer: { blanks: [] } })).toThrow(
      /museum-call.*answer\.blanks\.1: question_blank_without_answer/,
    );
    expect(() => storedPart(q, { ...part, type: 'true_false' })).toThrow(/museum-call has a true_false part/);
  });

  it('has at least two questions of each of the 35 types, common and private', async () => {
    const rows = await db().select().from(questions);
    expect(QUESTION_TYPES).toHaveLength(35);
    for (const type of QUESTION_TYPES) {
      expect(rows.filter((q) => q.questionType === type).length, type).toBeGreaterThanOrEqual(2);
    }
    expect(rows.some((q) => q.store === 'common')).toBe(true);
    expect(rows.some((q) => q.store === 'private')).toBe(true);
    expect(rows.filter((q) => q.store === 'common').every((q) => q.visibility === 1)).toBe(true);
  });

  it('links the picture or the clip every question of a type with media needs', async () => {
    const rows = await db()
      .select({ type: questions.questionType, key: questions.title, kind: media.kind })
      .from(questions)
      .leftJoin(media, eq(media.id, questions.mediaId));
    for (const q of rows) {
      const needs = QUESTION_TYPE_INFO[q.type].media;
      if (needs) expect(q.kind, `${q.key} needs ${needs}`).toBe(needs === 'image' ? 'img' : 'audio');
    }
    const withAudio = rows.filter((q) => q.kind === 'audio').map((q) => q.type);
    for (const type of [
      'pronunciation',
      'elsa_speaking',
      'dictation',
      'listening_definition',
      'listen_topic',
    ])
      expect(withAudio.filter((t) => t === type).length, type).toBeGreaterThanOrEqual(2);
  });

  it('copies every media file into the upload directory with its checksum, size and content type', async () => {
    const rows = await db().select().from(media);
    expect(rows.length).toBe(Object.keys(AUDIO_CLIPS).length + 8);
    let total = 0;
    for (const row of rows) {
      const bytes = await readFile(path.join(uploadDir, row.path));
      total += bytes.length;
      expect(row.size, row.path).toBe(bytes.length);
      expect(row.sha256, row.path).toBe(createHash('sha256').update(bytes).digest('hex'));
      if (row.kind === 'audio') {
        expect(row.mimeType).toBe('audio/mpeg');
        // An MPEG audio frame sync (11 bits set), no ID3 tag: the file starts with its first frame.
        expect(bytes[0], row.path).toBe(0xff);
        expect(bytes[1]! & 0xe0, row.path).toBe(0xe0);
        expect(bytes.length, row.path).toBeLessThan(200_000);
      } else {
        expect(row.mimeType).toBe('image/svg+xml');
        const text = bytes.toString('utf8');
        expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), row.path).toBe(true);
        expect(text).not.toMatch(/<script|on\w+=/i);
      }
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('gives every listening question its transcript', async () => {
    const rows = await db()
      .select({ transcript: questions.transcript, path: media.path })
      .from(questions)
      .innerJoin(media, eq(media.id, questions.mediaId))
      .where(eq(media.kind, 'audio'));
    for (const q of rows) {
      const clip = Object.values(AUDIO_CLIPS).find((c) => q.path.endsWith(c.file))!;
      expect(q.transcript, q.path).toContain(clip.lines[0]!.text);
    }
  });

  it('has a two-level tree of error tags: common ones and teachers’ own, all with links', async () => {
    const rows = await db().select().from(errorTags);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parents = rows.filter((r) => r.parentId === null);
    const children = rows.filter((r) => r.parentId !== null);
    expect(parents.length).toBeGreaterThanOrEqual(5);
    for (const parent of parents)
      expect(children.filter((c) => c.parentId === parent.id).length, parent.name).toBeGreaterThan(0);
    for (const child of children) {
      const parent = byId.get(child.parentId!)!;
      expect(parent.parentId, child.name).toBeNull();
      expect(child.isCommon).toBe(parent.isCommon);
      expect(child.managerId).toBe(parent.managerId);
    }
    // Routes of the app (the knowledge base), not addresses of a made-up host (issue 25 point 8).
    expect(rows.every((r) => r.link.startsWith('/knowledge?search='))).toBe(true);
    expect(parents.filter((p) => p.isCommon).length).toBeGreaterThanOrEqual(5);
    const [admin] = await db().select().from(users).where(eq(users.role, ROLE.ADMIN));
    expect(parents.filter((p) => p.isCommon).every((p) => p.managerId === admin!.id)).toBe(true);
    expect(new Set(parents.filter((p) => !p.isCommon).map((p) => p.managerId)).size).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('gives each teacher private questions, exercises built from them, and common items to copy', async () => {
    const teachers = await db().select().from(users).where(eq(users.role, ROLE.TEACHER));
    expect(teachers).toHaveLength(4);
    const qs = await db().select().from(questions);
    const exs = await db().select().from(exercises);
    for (const t of teachers) {
      const own = qs.filter((q) => q.store === 'private' && q.ownerId === t.id);
      expect(own.length, t.email).toBeGreaterThanOrEqual(4);
      expect(own.every((q) => q.visibility === 0)).toBe(true);
      expect(exs.filter((e) => e.store === 'private' && e.ownerId === t.id).length, t.email).toBeGreaterThan(
        0,
      );
    }
    expect(exs.filter((e) => e.store === 'common').length).toBeGreaterThanOrEqual(10);
    const privateTags = await db().select().from(tags);
    expect(privateTags.some((t) => t.ownerId !== null)).toBe(true);
  });

  it('builds a full IELTS reading test (3 passages, 40 questions) and listening test (4 sections, 40)', async () => {
    const count = async (name: string) => {
      const [exercise] = await db().select().from(exercises).where(eq(exercises.name, name));
      const rows = await db()
        .select({ part: questionParts, mediaId: questions.mediaId })
        .from(exerciseQuestions)
        .innerJoin(questionParts, eq(questionParts.questionId, exerciseQuestions.questionId))
        .innerJoin(questions, eq(questions.id, exerciseQuestions.questionId))
        .where(eq(exerciseQuestions.exerciseId, exercise!.id));
      const numbered = rows.reduce((n, { part }) => {
        const interaction = interactionOf(part.questionType);
        if (interaction === 'text_entry')
          return n + blanksOf((part.content as PartContent<'text_entry'>).text).length;
        if (interaction === 'matching') return n + (part.content as PartContent<'matching'>).items.length;
        return interaction === 'none' ? n : n + 1;
      }, 0);
      const sections = new Set(
        rows.filter((r) => r.part.questionType !== 'null').map((r) => r.part.questionId),
      );
      return {
        numbered,
        sections: sections.size,
        exercise: exercise!,
        withMedia: rows.filter((r) => r.mediaId),
      };
    };
    const reading = await count('IELTS Academic Reading — Full test 1');
    expect(reading).toMatchObject({ numbered: 40, sections: 3 });
    expect(reading.exercise.scoringMode).toBe(0);
    const listening = await count('IELTS Listening — Full test 1');
    expect(listening).toMatchObject({ numbered: 40, sections: 4 });
    expect(listening.withMedia.length).toBeGreaterThan(0);
  });
});

describe('the demo students’ answers', () => {
  it('fit the response schema of their part, and keyed ones score exactly what scorePart gives', async () => {
    const rows = await db()
      .select({ answer: userAnswers, part: questionParts, status: userExams.status })
      .from(userAnswers)
      .innerJoin(questionParts, eq(questionParts.id, userAnswers.questionPartId))
      .innerJoin(userExams, eq(userExams.id, userAnswers.userExamId));
    expect(rows.length).toBeGreaterThan(1000);
    const seen = new Set<string>();
    for (const { answer, part, status } of rows) {
      const type = part.questionType;
      const interaction = interactionOf(type);
      const label = `answer ${answer.id} to a ${type} part`;
      expect(interaction, label).not.toBe('none');
      expect(RESPONSE_SCHEMAS[interaction].safeParse(answer.answer).success, label).toBe(true);
      seen.add(interaction);
      if (answer.score === null) {
        // Not scored yet: an attempt still open, or work waiting for a person.
        const waiting = status === 'waiting_score' && markedByOf(type) !== 'key';
        expect(status === 'holding' || status === 'unfinished' || waiting, label).toBe(true);
      } else if (markedByOf(type) === 'key') {
        const result = scorePart(type, partOf(part), answer.answer);
        expect(result.status, label).toBe('scored');
        if (result.status === 'scored') expect(answer.score, label).toBe(result.score);
      } else {
        expect(answer.score, label).toBeGreaterThanOrEqual(0);
        expect(answer.score, label).toBeLessThanOrEqual(part.score);
      }
    }
    // Answers to every interaction a student works on, partly right ones included.
    for (const interaction of [
      'single_choice',
      'multiple_choice',
      'text_entry',
      'matching',
      'ordering',
      'hotspot',
      'extended_writing',
      'spoken_answer',
      'spoken_target',
    ])
      expect(seen, interaction).toContain(interaction);
    const fractions = rows
      .filter((r) => r.answer.score !== null && r.part.score > 1)
      .map((r) => r.answer.score! / r.part.score);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
  });

  it('records spoken answers with a recording that exists', async () => {
    const rows = await db()
      .select({ answer: userAnswers.answer })
      .from(userAnswers)
      .innerJoin(questionParts, eq(questionParts.id, userAnswers.questionPartId))
      .where(eq(questionParts.questionType, 'speaking_ielt'));
    expect(rows.length).toBeGreaterThan(0);
    const ids = new Set((await db().select({ id: media.id }).from(media)).map((m) => String(m.id)));
    for (const { answer } of rows) expect(ids).toContain((answer as { mediaId: string }).mediaId);
  });
});
