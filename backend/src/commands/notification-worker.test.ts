import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, notificationDigests, notifications } from '../db/schema.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { fixClock } from '../test/clock.js';
import { createTestContext, type TestContext } from '../test/context.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildExercise,
  buildStudent,
  buildTeacher,
  buildUserExam,
} from '../test/factories.js';
import { notifyReturned } from './notification-events.js';
import {
  RECLAIM_MS,
  claimPendingMails,
  sendDigests,
  sendPendingMails,
  sweepScheduled,
} from './notification-worker.js';
import { notify, updatePreferences } from './notifications.js';

// 10:00 in Hà Nội: before the digest's hour (18:00).
const NOW = fixClock('2026-04-01T10:00:00+07:00');
const HOUR = 3600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

let t: TestContext;
let mail: { mailer: Mailer; webOrigin: string };

beforeAll(async () => {
  t = await createTestContext();
  mail = {
    mailer: createMailer(t.db, undefined, undefined, { strict: true }),
    webOrigin: 'http://localhost:4000',
  };
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const rowsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
const event = (userId: number, key: string) => ({
  userId,
  kind: 'assigned' as const,
  subjectKey: key,
  params: { class_name: 'IELTS 6.5 A', title: 'Unit 3 homework', deadline: at(48 * HOUR).toISOString() },
  link: '/manageClass/3/manageClassDetail?tab=exercise',
});

describe('the notification mail', () => {
  it('sends each mail once when two workers race over the same rows', async () => {
    const students = await buildEnrolledStudents(t.db, (await buildClass(t.db)).id, 6);
    for (const s of students) await notify(t.db, event(s.id, 'assignment:race'), NOW);
    const [a, b] = await Promise.all([sendPendingMails(t.db, mail, NOW), sendPendingMails(t.db, mail, NOW)]);
    expect(a.sent + b.sent).toBe(6);
    for (const s of students) {
      expect(await mailsTo(s.email)).toHaveLength(1);
      expect((await rowsOf(s.id))[0]).toMatchObject({ mailState: 'sent' });
    }
    expect((await sendPendingMails(t.db, mail, NOW)).claimed).toBe(0);
  });

  it('sends nothing more for a retried event (the same natural key)', async () => {
    const student = await buildStudent(t.db);
    expect(await notify(t.db, event(student.id, 'assignment:retry'), NOW)).not.toBeNull();
    await sendPendingMails(t.db, mail, NOW);
    expect(await notify(t.db, event(student.id, 'assignment:retry'), at(1000))).toBeNull();
    await sendPendingMails(t.db, mail, at(1000));
    expect(await rowsOf(student.id)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it('notifies nobody when the event’s transaction rolls back', async () => {
    const student = await buildStudent(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, event(student.id, 'assignment:rolled-back'), NOW);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(student.id)).toEqual([]);
  });

  it('writes the mail in the preference’s language with a readable date and the web link', async () => {
    const vi = await buildStudent(t.db, { name: 'Lê Văn An' });
    const en = await buildStudent(t.db, { name: 'Jane Doe' });
    await updatePreferences(t.db, en.id, { lang: 'en' }, NOW);
    await notify(t.db, event(vi.id, 'assignment:lang'), NOW);
    await notify(t.db, event(en.id, 'assignment:lang'), NOW);
    await sendPendingMails(t.db, mail, NOW);
    const [viMail] = await mailsTo(vi.email);
    expect(viMail).toMatchObject({ subject: 'Bài mới ở lớp IELTS 6.5 A: Unit 3 homework' });
    expect(viMail!.text).toContain('Xin chào Lê Văn An');
    expect(viMail!.text).toContain('Hạn nộp: 10:00, 03/04/2026.');
    expect(viMail!.text).toContain('http://localhost:4000/manageClass/3/manageClassDetail?tab=exercise');
    const [enMail] = await mailsTo(en.email);
    expect(enMail!.subject).toBe('New work in IELTS 6.5 A: Unit 3 homework');
    expect(enMail!.text).toContain('Deadline: 3 April 2026, 10:00.');
  });

  it('follows the channel: in-app only is never mailed, e-mail only is not in the centre', async () => {
    const student = await buildStudent(t.db);
    await updatePreferences(t.db, student.id, { channels: { assigned: 'in_app', redo: 'email' } }, NOW);
    await notify(t.db, event(student.id, 'assignment:in-app'), NOW);
    await notify(t.db, { ...event(student.id, 'user_exam:1:redo'), kind: 'redo' }, NOW);
    const rows = await rowsOf(student.id);
    expect(rows.map((r) => [r.kind, r.inApp, r.mailState]).sort()).toEqual([
      ['assigned', true, 'none'],
      ['redo', false, 'pending'],
    ]);
  });

  it('marks a mail that fails failed, and takes a claim left by a stopped process again', async () => {
    const student = await buildStudent(t.db);
    await notify(t.db, event(student.id, 'assignment:fails'), NOW);
    const broken: Mailer = { ...mail.mailer, send: () => Promise.reject(new Error('SMTP down')) };
    const onError = vi.fn();
    const failed = await sendPendingMails(t.db, { ...mail, mailer: broken }, NOW, { onError });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(onError).toHaveBeenCalled();
    expect((await rowsOf(student.id))[0]!.mailState).toBe('failed');

    const other = await buildStudent(t.db);
    await notify(t.db, event(other.id, 'assignment:stale'), NOW);
    const claimed = await claimPendingMails(t.db, NOW);
    expect(claimed.map((r) => r.userId)).toContain(other.id);
    // The claimer stopped before sending: nobody takes it until the claim is stale.
    expect((await claimPendingMails(t.db, at(RECLAIM_MS - 1000))).map((r) => r.userId)).not.toContain(
      other.id,
    );
    await sendPendingMails(t.db, mail, at(RECLAIM_MS + 1000));
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('keys a return by its time: a second return after a redo notifies again', async () => {
    const cls = await buildClass(t.db, { name: 'IELTS 7.0 B' });
    const [student] = await buildEnrolledStudents(t.db, cls.id, 1);
    const a = await buildAssignment(t.db, cls.id, (await buildExercise(t.db)).id, { title: 'Essay 2' });
    const exam = await buildUserExam(t.db, a.id, student!.id, { status: 'pass', markedAt: NOW });
    expect(await notifyReturned(t.db, exam, a, NOW)).not.toBeNull();
    expect(await notifyReturned(t.db, exam, a, NOW)).toBeNull();
    expect(await notifyReturned(t.db, { ...exam, markedAt: at(HOUR) }, a, at(HOUR))).not.toBeNull();
    await sendPendingMails(t.db, mail, at(HOUR));
    const sent = await mailsTo(student!.email);
    expect(sent.map((m) => m.subject)).toEqual(['Bài đã được trả: Essay 2', 'Bài đã được trả: Essay 2']);
  });
});

describe('the scheduled sweep', () => {
  it('reminds the students who submitted nothing of a deadline within 24 hours, once per deadline', async () => {
    const cls = await buildClass(t.db, { name: 'TOEIC 550' });
    const [late, done, started] = await buildEnrolledStudents(t.db, cls.id, 3);
    const exercise = await buildExercise(t.db);
    const soon = await buildAssignment(t.db, cls.id, exercise.id, {
      title: 'Due tonight',
      deadline: at(20 * HOUR),
    });
    const later = await buildAssignment(t.db, cls.id, exercise.id, {
      title: 'Due in 2 days',
      deadline: at(48 * HOUR),
    });
    const past = await buildAssignment(t.db, cls.id, exercise.id, { title: 'Was due', deadline: at(-HOUR) });
    await buildUserExam(t.db, soon.id, done!.id, { status: 'waiting_score', submittedAt: NOW });
    await buildUserExam(t.db, soon.id, started!.id, { status: 'unfinished' });

    await sweepScheduled(t.db, NOW);
    const reminded = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'deadline_soon'),
          inArray(notifications.userId, [late!.id, done!.id, started!.id]),
        ),
      );
    expect(reminded.map((r) => [r.userId, r.subjectKey]).sort()).toEqual(
      [
        [late!.id, `assignment:${soon.id}:deadline:${soon.deadline!.getTime()}`],
        [started!.id, `assignment:${soon.id}:deadline:${soon.deadline!.getTime()}`],
      ].sort(),
    );
    expect(
      reminded.some((r) => [later.id, past.id].some((id) => r.subjectKey.startsWith(`assignment:${id}:`))),
    ).toBe(false);
    // Sweeping again (or from another process) adds nothing.
    expect(await sweepScheduled(t.db, at(60_000))).toBe(0);

    await sendPendingMails(t.db, mail, at(60_000));
    const [reminder] = await mailsTo(late!.email);
    expect(reminder!.subject).toBe('Sắp hết hạn nộp: Due tonight (TOEIC 550)');
    expect(reminder!.text).toContain('Hạn nộp: 06:00, 02/04/2026. Bạn chưa nộp bài.');
  });

  it('announces an assignment when its start comes, to the class’s active students', async () => {
    const cls = await buildClass(t.db);
    const [student] = await buildEnrolledStudents(t.db, cls.id, 1);
    const a = await buildAssignment(t.db, cls.id, (await buildExercise(t.db)).id, {
      title: 'Opens at noon',
      startAt: at(2 * HOUR),
      deadline: at(72 * HOUR),
      createdAt: NOW,
    });
    await sweepScheduled(t.db, at(HOUR));
    expect(await rowsOf(student!.id)).toEqual([]);
    await sweepScheduled(t.db, at(2 * HOUR + 1000));
    expect((await rowsOf(student!.id)).map((r) => r.subjectKey)).toEqual([`assignment:${a.id}`]);
  });
});

describe('the daily digest', () => {
  it('gathers the day’s notifications into one mail after the academy’s hour, once', async () => {
    const student = await buildStudent(t.db, { name: 'Trần Thị Cúc' });
    await updatePreferences(t.db, student.id, { digest: true }, NOW);
    await notify(t.db, event(student.id, 'assignment:d1'), NOW);
    await notify(
      t.db,
      {
        ...event(student.id, 'assignment:d2'),
        params: { class_name: 'B1', title: 'Reading 4', deadline: null },
      },
      NOW,
    );
    expect((await rowsOf(student.id)).map((r) => r.mailState)).toEqual(['digest', 'digest']);
    await sendPendingMails(t.db, mail, NOW);
    expect(await sendDigests(t.db, mail, NOW)).toBe(0);
    expect((await rowsOf(student.id)).map((r) => r.mailState)).toEqual(['digest', 'digest']);

    const evening = new Date('2026-04-01T18:05:00+07:00');
    const [a, b] = await Promise.all([sendDigests(t.db, mail, evening), sendDigests(t.db, mail, evening)]);
    expect(a + b).toBe(1);
    const [digest] = await mailsTo(student.email);
    expect(digest!.subject).toBe('Thông báo trong ngày 01/04/2026 (2)');
    expect(digest!.text).toContain('Bài mới ở lớp IELTS 6.5 A: Unit 3 homework');
    expect(digest!.text).toContain('Bài mới ở lớp B1: Reading 4');
    expect((await rowsOf(student.id)).map((r) => r.mailState)).toEqual(['sent', 'sent']);
    const claims = await t.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, student.id));
    expect(claims.map((c) => c.day)).toEqual(['2026-04-01']);

    // Later the same day: waits for tomorrow's.
    await notify(t.db, event(student.id, 'assignment:d3'), at(9 * HOUR));
    expect(await sendDigests(t.db, mail, new Date('2026-04-01T21:00:00+07:00'))).toBe(0);
    expect(await sendDigests(t.db, mail, new Date('2026-04-02T18:00:00+07:00'))).toBe(1);
    expect(await mailsTo(student.email)).toHaveLength(2);
  });

  it('sends what waited for the digest one by one when the digest is turned off', async () => {
    const student = await buildStudent(t.db);
    await updatePreferences(t.db, student.id, { digest: true }, NOW);
    await notify(t.db, event(student.id, 'assignment:off'), NOW);
    await updatePreferences(t.db, student.id, { digest: false }, NOW);
    await sendPendingMails(t.db, mail, NOW);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });
});

describe('the worker of a backend process', () => {
  let app: TestContext;
  beforeAll(async () => {
    // A long poll: only the wake after the event can send the mail within the test's wait.
    app = await createTestContext({ notifications: { worker: true, pollMs: 600_000, sweepMs: 600_000 } });
  });
  afterAll(() => app.close());

  it('mails "work assigned" within a second of the assignment, woken after the commit', async () => {
    const teacher = await buildTeacher(app.db);
    const cls = await buildClass(app.db, { name: 'IELTS 6.0 C' }, { teachers: [teacher] });
    const [student] = await buildEnrolledStudents(app.db, cls.id, 1);
    // Let the worker's first pass (at start-up) end, so that only the wake can send.
    await new Promise((r) => setTimeout(r, 50));
    const res = await app.api(teacher, {
      method: 'POST',
      url: 'class-exercises/',
      payload: {
        class_id: cls.id,
        exercise_id: (await buildExercise(app.db)).id,
        kind: 'home_work',
        title: 'Listening 2',
      },
    });
    expect(res.status).toBe(201);
    await vi.waitFor(
      async () => {
        const sent = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, student!.email));
        expect(sent.map((m) => m.subject)).toEqual(['Bài mới ở lớp IELTS 6.0 C: Listening 2']);
      },
      { timeout: 1000, interval: 20 },
    );
  });
});
