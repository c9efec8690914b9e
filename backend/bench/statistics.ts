/**
 * `npm run bench -w backend` (issue 15, Performance): statistics at 200 classes, 5,000 students, 100,000 attempts
 * and 1,000,000 answers, generated with generate_series (lessons and attendance too: about 36 lessons a class and
 * a mark per student and lesson). Then times every statistics query (each figure of `users/statistics/`) over
 * varied filters (the default twelve months, a quarter, one course, one class, a teacher's classes), and the
 * whole route through the real Fastify app, in PGlite and, when one answers, in PostgreSQL (a fresh database,
 * dropped afterwards). The IELTS figures read 200 exam dates over the same two years, 100 registrations each
 * (20,000, with their bands when marked), one payment per registration, a quarter of them with one of 50
 * promotion codes. Targets: p95 <= 300 ms on PostgreSQL, <= 1 s on PGlite, per query. Not part of `npm test`.
 * BENCH_DB=pglite|postgres runs one database only.
 */
import net from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { academyToday, quarterOf } from '@lms/domain';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../src/test/context.js';
import { buildAdmin } from '../src/test/factories.js';
import { FIGURE_NAMES, FIGURES, type StatisticsFilter } from '../src/queries/statistics.js';
import { ROLE } from '../src/db/schema.js';

const CLASSES = 200;
const STUDENTS = 5_000;
const ATTEMPTS = 100_000;
const PARTS = 10; // answers per attempt: 1,000,000 in all
const TEACHERS = 60;
const EXAMINERS = 20;
const COURSES = 20;
const EXAM_DATES = 200;
const CANDIDATES_PER_DATE = 100; // every 50th student of 5,000 on each date
const PROMOTION_CODES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET = { PGlite: 1000, PostgreSQL: 300 } as const;

async function exec(t: TestContext, text: string) {
  await t.db.execute(sql.raw(text));
}

async function seed(t: TestContext) {
  const started = performance.now();
  const admin = await buildAdmin(t.db);
  await exec(
    t,
    `INSERT INTO courses (name) SELECT 'Bench course ' || g FROM generate_series(1, ${COURSES}) g`,
  );
  await exec(
    t,
    `INSERT INTO users (email, name, role)
     SELECT 'bench-staff-' || g || '@bench.test', 'Giáo viên ' || g,
            CASE WHEN g <= ${TEACHERS} THEN ${ROLE.TEACHER} ELSE ${ROLE.SPECIALIZE} END
     FROM generate_series(1, ${TEACHERS + EXAMINERS}) g`,
  );
  await exec(
    t,
    `INSERT INTO users (email, name, role)
     SELECT 'bench-student-' || g || '@bench.test', 'Học viên ' || g, ${ROLE.STUDENT}
     FROM generate_series(1, ${STUDENTS}) g`,
  );
  // Classes over the last two years, about six months each; a third without an end date (expected end only).
  await exec(
    t,
    `INSERT INTO classes (name, course_id, number_of_sessions, start_date, end_date, expected_end_date,
                          study_time_start, study_time_end, class_code, weekdays)
     SELECT 'Lớp ' || g, (SELECT min(id) FROM courses) + g % ${COURSES}, 36,
            current_date - (g * 730 / ${CLASSES}) * interval '1 day',
            CASE WHEN g % 3 <> 0 THEN current_date - (g * 730 / ${CLASSES}) * interval '1 day' + interval '180 days' END,
            current_date - (g * 730 / ${CLASSES}) * interval '1 day' + interval '180 days',
            '18:00', '19:30', 'BENCH' || g, ARRAY[1,3,5]::smallint[]
     FROM generate_series(1, ${CLASSES}) g`,
  );
  await exec(
    t,
    `INSERT INTO class_staff (class_id, user_id, kind)
     SELECT c.id, s.id, 'teacher'::staff_kind FROM classes c
     JOIN users s ON s.email = 'bench-staff-' || (1 + c.id % ${TEACHERS}) || '@bench.test'
     UNION ALL
     SELECT c.id, s.id, 'specialize'::staff_kind FROM classes c
     JOIN users s ON s.email = 'bench-staff-' || (${TEACHERS + 1} + c.id % ${EXAMINERS}) || '@bench.test'`,
  );
  // Every student in one class, half of them in a second one.
  await exec(
    t,
    `INSERT INTO class_students (class_id, student_id, status)
     SELECT (SELECT min(id) FROM classes) + k.n % ${CLASSES}, u.id,
            (ARRAY['active','active','active','reserve','inactive','request'])[1 + u.id % 6]::student_class_status
     FROM users u
     CROSS JOIN LATERAL (SELECT u.id AS n UNION ALL SELECT u.id * 7 WHERE u.id % 2 = 0) k
     WHERE u.role = ${ROLE.STUDENT} AND u.email LIKE 'bench-%'
     ON CONFLICT DO NOTHING`,
  );
  await exec(
    t,
    `INSERT INTO lessons (class_id, session_number, study_date, study_time_start, study_time_end, status)
     SELECT c.id, s, c.start_date + (s * 5) * interval '1 day', '18:00', '19:30',
            CASE WHEN c.start_date + s * 5 <= current_date THEN 'done' ELSE 'scheduled' END::lesson_status
     FROM classes c CROSS JOIN generate_series(1, 36) s`,
  );
  await exec(
    t,
    `INSERT INTO attendances (lesson_id, student_id, status)
     SELECT l.id, cs.student_id,
            (ARRAY['present','present','present','present','late','absent','excused'])[1 + (l.id + cs.student_id) % 7]::attendance_status
     FROM lessons l JOIN class_students cs ON cs.class_id = l.class_id
     WHERE l.status = 'done'`,
  );
  await exec(t, `INSERT INTO exercises (name, store) VALUES ('Bench exercise', 'common')`);
  await exec(
    t,
    `INSERT INTO questions (title, question_type, content, store)
     VALUES ('Bench question', 'gap_fill', 'Fill the gaps', 'common')`,
  );
  await exec(
    t,
    `INSERT INTO question_parts (question_id, position, question_type, content, answer, score, weight)
     SELECT (SELECT max(id) FROM questions), p, 'gap_fill', '{"prompt":"Part"}'::jsonb, '{"blanks":[]}'::jsonb, 1, 1
     FROM generate_series(0, ${PARTS - 1}) p`,
  );
  // 25 assignments a class, of every kind; the attempts of their students, most marked.
  await exec(
    t,
    `INSERT INTO assignments (class_id, exercise_id, kind, title, deadline, max_score, min_score)
     SELECT c.id, (SELECT max(id) FROM exercises),
            (ARRAY['home_work','home_work','test','presentation','ielt'])[1 + a % 5]::assignment_kind,
            'Bài ' || a, c.start_date + (a * 7) * interval '1 day',
            CASE WHEN a % 5 = 4 THEN 9 ELSE 100 END, CASE WHEN a % 5 = 4 THEN 5 ELSE 50 END
     FROM classes c CROSS JOIN generate_series(1, 25) a`,
  );
  await exec(
    t,
    `INSERT INTO user_exams (assignment_id, student_id, attempt, status, started_at, submitted_at, score)
     SELECT x.assignment_id, x.student_id, 1, x.status::result_status, x.at - interval '1 hour', x.at,
            CASE WHEN x.status IN ('pass','fail') THEN round((x.h % 1000) * x.max_score / 1000.0, 2) END
     FROM (
       SELECT a.id AS assignment_id, cs.student_id, a.max_score, a.deadline AS at,
              abs(hashtext(a.id || '-' || cs.student_id)) AS h,
              (ARRAY['pass','pass','pass','fail','fail','waiting_score','unfinished','pass','fail','holding'])
                [1 + abs(hashtext(a.id || '-' || cs.student_id)) % 10] AS status
       FROM assignments a JOIN class_students cs ON cs.class_id = a.class_id
       ORDER BY a.id, cs.student_id
       LIMIT ${ATTEMPTS}
     ) x`,
  );
  await exec(
    t,
    `INSERT INTO user_answers (user_exam_id, question_part_id, answer, seq, score)
     SELECT ue.id, p.id, '{"text":"answer"}'::jsonb, 1, (ue.id + p.id) % 2
     FROM user_exams ue CROSS JOIN question_parts p
     WHERE p.question_id = (SELECT max(id) FROM questions)`,
  );
  // IELTS: exam dates every few days over the two years (and two months ahead), registrations of the
  // students, their bands when marked, a payment each (refunded when canceled, pending when unpaid).
  await exec(
    t,
    `INSERT INTO promotion_codes (title, code, discount_percent, max_uses, used_count, expires_at)
     SELECT 'Khuyến mãi ' || g, 'BENCH' || g, 10, CASE WHEN g % 2 = 0 THEN 1000 END, 0, now() + interval '1 year'
     FROM generate_series(1, ${PROMOTION_CODES}) g`,
  );
  await exec(
    t,
    `INSERT INTO ielts_exam_dates (exam_date, shift, skill_type, unit_price, capacity)
     SELECT (current_date + 60 - (g * 790 / ${EXAM_DATES}))::date,
            CASE WHEN g % 2 = 0 THEN 'morning' ELSE 'afternoon' END,
            CASE WHEN g % 4 = 0 THEN '3_skills' ELSE '4_skills' END::skill_package,
            CASE WHEN g % 4 = 0 THEN 4250000 ELSE 4750000 END, 120
     FROM generate_series(1, ${EXAM_DATES}) g`,
  );
  await exec(
    t,
    `INSERT INTO ielts_registrations (user_id, exam_date_id, skill_package, status, listening_band, reading_band,
                                      writing_band, speaking_band, overall_band)
     SELECT x.user_id, x.exam_date_id, x.skill_package, x.status::ielts_registration_status,
            CASE WHEN x.status = 'marked' THEN (8 + x.h % 11) / 2.0 END,
            CASE WHEN x.status = 'marked' THEN (8 + x.h / 11 % 11) / 2.0 END,
            CASE WHEN x.status = 'marked' THEN (8 + x.h / 121 % 9) / 2.0 END,
            CASE WHEN x.status = 'marked' AND x.skill_package = '4_skills' THEN (8 + x.h / 1089 % 9) / 2.0 END,
            CASE WHEN x.status = 'marked' AND x.skill_package = '4_skills' THEN (9 + x.h / 7 % 9) / 2.0 END
     FROM (
       SELECT u.id AS user_id, d.id AS exam_date_id, d.skill_type AS skill_package,
              abs(hashtext(u.id || '/' || d.id)) AS h,
              (ARRAY['marked','marked','marked','unmarked','unfinished','unpaid','canceled'])
                [1 + abs(hashtext(u.id || '/' || d.id)) % 7] AS status
       FROM ielts_exam_dates d
       JOIN users u ON u.role = ${ROLE.STUDENT} AND u.email LIKE 'bench-%'
         AND (u.id + d.id) % ${STUDENTS / CANDIDATES_PER_DATE} = 0
     ) x`,
  );
  await exec(
    t,
    `INSERT INTO payments (registration_id, candidate_id, invoice, unit_price, discount, amount, exam_type, status,
                           method, promotion_code_id, paid_at, created_at)
     SELECT r.id, r.user_id, 'BENCH-' || r.id, d.unit_price, x.discount, d.unit_price - x.discount, 'IELTS',
            CASE r.status WHEN 'unpaid' THEN 'pending' WHEN 'canceled' THEN 'refunded' ELSE 'paid' END::payment_status,
            CASE WHEN r.status <> 'unpaid' THEN 'bank_transfer' END::payment_method, x.code_id,
            CASE WHEN r.status <> 'unpaid' THEN d.exam_date - interval '20 days' + (r.id % 600) * interval '1 minute' END,
            d.exam_date - interval '21 days'
     FROM ielts_registrations r
     JOIN ielts_exam_dates d ON d.id = r.exam_date_id
     CROSS JOIN LATERAL (
       SELECT CASE WHEN r.id % 4 = 0 THEN d.unit_price / 10 ELSE 0 END AS discount,
              CASE WHEN r.id % 4 = 0 THEN (SELECT min(id) FROM promotion_codes) + r.id % ${PROMOTION_CODES} END AS code_id
     ) x`,
  );
  await exec(
    t,
    `UPDATE promotion_codes pc SET used_count = u.n
     FROM (SELECT promotion_code_id, count(*)::int AS n FROM payments WHERE promotion_code_id IS NOT NULL GROUP BY 1) u
     WHERE u.promotion_code_id = pc.id`,
  );
  await exec(t, 'ANALYZE');
  const { rows } = await t.db.execute<Record<string, number>>(
    sql.raw(`SELECT (SELECT count(*) FROM classes)::int AS classes,
      (SELECT count(*) FROM users WHERE role = ${ROLE.STUDENT})::int AS students,
      (SELECT count(*) FROM class_students)::int AS enrolments,
      (SELECT count(*) FROM lessons)::int AS lessons,
      (SELECT count(*) FROM attendances)::int AS attendances,
      (SELECT count(*) FROM user_exams)::int AS attempts,
      (SELECT count(*) FROM user_answers)::int AS answers,
      (SELECT count(*) FROM ielts_exam_dates)::int AS exam_dates,
      (SELECT count(*) FROM ielts_registrations)::int AS registrations,
      (SELECT count(*) FROM payments)::int AS payments`),
  );
  return { admin, counts: rows[0]!, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function run(label: 'PGlite' | 'PostgreSQL') {
  const t = await createTestContext();
  try {
    const { admin, counts, seconds } = await seed(t);
    console.log(`${label}: seeded in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}`);
    const ids = await t.db.execute<{ class_id: number; course_id: number; teacher_classes: number[] }>(
      sql.raw(`SELECT min(c.id)::int + 17 AS class_id, min(c.course_id)::int + 3 AS course_id,
        (SELECT array_agg(class_id) FROM class_staff WHERE user_id = (SELECT min(user_id) FROM class_staff WHERE kind = 'teacher')) AS teacher_classes
        FROM classes c`),
    );
    const { class_id, course_id, teacher_classes } = ids.rows[0]!;
    const today = academyToday();
    const year = { from: `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`, to: today };
    const quarter = quarterOf(today);
    const now = new Date();
    const filters: [string, StatisticsFilter][] = [
      ['twelve months, all classes', { ...year, classIds: null, now }],
      ['a quarter, all classes', { ...quarter, classIds: null, now }],
      ['twelve months, one course', { ...year, classIds: null, courseId: course_id, now }],
      [
        'two years, one class',
        {
          from: `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`,
          to: today,
          classIds: null,
          classId: class_id,
          now,
        },
      ],
      ['twelve months, a teacher’s classes', { ...year, classIds: teacher_classes.map(Number), now }],
    ];
    let worst = 0;
    for (const name of FIGURE_NAMES) {
      const timings: number[] = [];
      for (let i = 0; i < 2 + RUNS; i++) {
        for (const [, f] of filters) {
          const start = performance.now();
          await FIGURES[name](t.db, f);
          if (i >= 2) timings.push(performance.now() - start);
        }
      }
      timings.sort((a, b) => a - b);
      const p95 = percentile(timings, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        `  ${name.padEnd(20)} p50 ${percentile(timings, 0.5).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  max ${timings.at(-1)!.toFixed(1).padStart(7)} ms`,
      );
    }
    // The route as the page asks it: every figure in one request.
    const whole: number[] = [];
    for (let i = 0; i < 2 + Math.ceil(RUNS / 2); i++) {
      const start = performance.now();
      const res = await t.api(admin, {
        method: 'GET',
        url: `users/statistics/?from=${quarter.from}&to=${quarter.to}`,
      });
      if (res.status !== 200) throw new Error(`users/statistics/: ${res.status} ${JSON.stringify(res.body)}`);
      if (i >= 2) whole.push(performance.now() - start);
    }
    whole.sort((a, b) => a - b);
    console.log(
      `  whole route (${FIGURE_NAMES.length} figures) p50 ${percentile(whole, 0.5).toFixed(1)} ms, p95 ${percentile(whole, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `${label}: slowest figure p95 ${worst.toFixed(1)} ms: ${worst <= TARGET[label] ? 'OK' : 'MISSES'} the ${TARGET[label]} ms target`,
    );
    return worst <= TARGET[label];
  } finally {
    await t.close();
  }
}

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

console.log(
  `Statistics bench. Load average before the run: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores`,
);
const only = process.env.BENCH_DB;
delete process.env.TEST_DATABASE_URL;
let ok = true;
if (only !== 'postgres') ok = (await run('PGlite')) && ok;
if (only === 'pglite') {
  // PGlite only, by request.
} else if (await reachable(POSTGRES_URL)) {
  process.env.TEST_DATABASE_URL = POSTGRES_URL;
  ok = (await run('PostgreSQL')) && ok;
} else {
  console.log(`PostgreSQL is not answering at ${POSTGRES_URL}: its run is left out.`);
}
if (!ok) process.exitCode = 1;
