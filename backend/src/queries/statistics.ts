import {
  ACADEMY_TIME_ZONE,
  IELTS_STATISTICS_FIGURES,
  STATISTICS_FIGURES,
  type IeltsBandSkill,
  type StatisticsFigure,
} from '@lms/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type {
  ASSIGNMENT_KINDS,
  IELTS_SHIFTS,
  SKILL_PACKAGES,
  STAFF_KINDS,
  STUDENT_CLASS_STATUSES,
} from '../db/schema.js';

type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/**
 * The statistics of docs/design.md section 11, each one grouped query: the database aggregates, Node only renames
 * (no rows are loaded to be counted here). Every figure reads the classes in scope (`scopeClasses`) first.
 */
export interface StatisticsFilter {
  /** ISO dates, both included. */
  from: string;
  to: string;
  /** The classes the figures may read: null for all (administrators), else a teacher's classes. */
  classIds: number[] | null;
  classId?: number | undefined;
  courseId?: number | undefined;
  /** The instant backlog ages are measured at. */
  now: Date;
}

const intArray = (ids: number[] | null) =>
  ids === null ? sql`null::int[]` : sql`${`{${ids.join(',')}}`}::int[]`;

/** The classes in scope and filters, as a CTE named `sc` (id, name, course_id, start_date, end_on). */
function scopeClasses(f: StatisticsFilter): SQL {
  return sql`sc as (
    select c.id, c.name, c.course_id, c.start_date, coalesce(c.end_date, c.expected_end_date) as end_on
    from classes c
    where (${intArray(f.classIds)} is null or c.id = any(${intArray(f.classIds)}))
      and (${f.classId ?? null}::int is null or c.id = ${f.classId ?? null}::int)
      and (${f.courseId ?? null}::int is null or c.course_id = ${f.courseId ?? null}::int)
  )`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows as T[];
}

export interface StudentsByStatusRow {
  course_id: number | null;
  course_name: string;
  status: (typeof STUDENT_CLASS_STATUSES)[number];
  students: number;
}

/** Students of the classes running in the range, by their status in the class and the class's course. */
export function studentsByStatus(db: Db, f: StatisticsFilter) {
  return rows<StudentsByStatusRow>(
    db,
    sql`with ${scopeClasses(f)}
    select sc.course_id, coalesce(co.name, '') as course_name, cs.status::text as status,
      count(distinct cs.student_id)::int as students
    from class_students cs
    join sc on sc.id = cs.class_id
    left join courses co on co.id = sc.course_id
    where sc.start_date <= ${f.to}::date and (sc.end_on is null or sc.end_on >= ${f.from}::date)
    group by sc.course_id, co.name, cs.status
    order by course_name, status`,
  );
}

export interface ClassesByMonthRow {
  month: string;
  running: number;
  starting: number;
  ending: number;
}

/** Per month of the range: classes running in it, starting in it and ending in it (end or expected end). */
export function classesByMonth(db: Db, f: StatisticsFilter) {
  return rows<ClassesByMonthRow>(
    db,
    sql`with ${scopeClasses(f)},
    months as (
      select m::date as first, (m + interval '1 month - 1 day')::date as last
      from generate_series(date_trunc('month', ${f.from}::date), date_trunc('month', ${f.to}::date), interval '1 month') m
    )
    select to_char(months.first, 'YYYY-MM') as month,
      count(sc.id)::int as running,
      count(sc.id) filter (where sc.start_date >= months.first)::int as starting,
      count(sc.id) filter (where sc.end_on <= months.last)::int as ending
    from months
    left join sc on sc.start_date <= months.last and (sc.end_on is null or sc.end_on >= months.first)
    group by months.first
    order by months.first`,
  );
}

export interface AttendanceCounts {
  present: number;
  late: number;
  absent: number;
  excused: number;
  total: number;
  /** Present or late over all marks, in percent to one decimal; null without marks. */
  rate: number | null;
}

const attendanceColumns = sql`
  count(*) filter (where a.status = 'present')::int as present,
  count(*) filter (where a.status = 'late')::int as late,
  count(*) filter (where a.status = 'absent')::int as absent,
  count(*) filter (where a.status = 'excused')::int as excused,
  count(*)::int as total,
  round(100.0 * count(*) filter (where a.status in ('present', 'late')) / nullif(count(*), 0), 1)::float8 as rate`;

export type AttendanceByClassRow = AttendanceCounts & { class_id: number; class_name: string };

/** Attendance marks of the lessons held in the range, per class. */
export function attendanceByClass(db: Db, f: StatisticsFilter) {
  return rows<AttendanceByClassRow>(
    db,
    sql`with ${scopeClasses(f)}
    select sc.id as class_id, sc.name as class_name, ${attendanceColumns}
    from sc
    join lessons l on l.class_id = sc.id and l.study_date between ${f.from}::date and ${f.to}::date
    join attendances a on a.lesson_id = l.id
    group by sc.id, sc.name
    order by sc.name, sc.id`,
  );
}

export type AttendanceByMonthRow = AttendanceCounts & { month: string };

/** Attendance marks of the lessons held in the range, per month. */
export function attendanceByMonth(db: Db, f: StatisticsFilter) {
  return rows<AttendanceByMonthRow>(
    db,
    sql`with ${scopeClasses(f)}
    select to_char(month, 'YYYY-MM') as month, present, late, absent, excused, total, rate
    from (
      select date_trunc('month', l.study_date) as month, ${attendanceColumns}
      from sc
      join lessons l on l.class_id = sc.id and l.study_date between ${f.from}::date and ${f.to}::date
      join attendances a on a.lesson_id = l.id
      group by 1
    ) m
    order by m.month`,
  );
}

/** Marked attempts (pass or fail, with a score) submitted in the range, in the classes in scope. */
const markedAttempts = (f: StatisticsFilter) => sql`
  from sc
  join assignments asg on asg.class_id = sc.id
  join user_exams ue on ue.assignment_id = asg.id
  where ue.status in ('pass', 'fail') and ue.score is not null
    and ue.submitted_at >= ${f.from}::date and ue.submitted_at < ${f.to}::date + 1`;

export interface ScoreDistributionRow {
  kind: AssignmentKind;
  /** 0..9: the score's tenth of the assignment's maximum (`scoreBand` of @lms/domain). */
  band: number;
  attempts: number;
}

/** How marked scores spread over ten bands of the maximum, per assignment kind. */
export function scoreDistribution(db: Db, f: StatisticsFilter) {
  return rows<ScoreDistributionRow>(
    db,
    sql`with ${scopeClasses(f)}
    select asg.kind::text as kind,
      least(9, greatest(0, floor(ue.score * 10 / nullif(asg.max_score, 0))))::int as band,
      count(*)::int as attempts
    ${markedAttempts(f)}
    group by 1, 2
    order by 1, 2`,
  );
}

export interface PassRateRow {
  kind: AssignmentKind;
  class_id: number;
  class_name: string;
  passed: number;
  failed: number;
  /** Passed over marked, percent to one decimal. */
  pass_rate: number;
  /** Mean score as a percent of the maximum, one decimal. */
  average_percent: number | null;
}

/** Pass rates and mean scores per assignment kind and class. */
export function passRates(db: Db, f: StatisticsFilter) {
  return rows<PassRateRow>(
    db,
    sql`with ${scopeClasses(f)}
    select asg.kind::text as kind, sc.id as class_id, sc.name as class_name,
      count(*) filter (where ue.status = 'pass')::int as passed,
      count(*) filter (where ue.status = 'fail')::int as failed,
      round(100.0 * count(*) filter (where ue.status = 'pass') / count(*), 1)::float8 as pass_rate,
      round(avg(ue.score * 100 / nullif(asg.max_score, 0)), 1)::float8 as average_percent
    ${markedAttempts(f)}
    group by asg.kind, sc.id, sc.name
    order by sc.name, sc.id, asg.kind`,
  );
}

export interface MarkingBacklogRow {
  marker_id: number;
  marker_name: string;
  marker_email: string;
  /** teacher or specialize (examiner). */
  role: (typeof STAFF_KINDS)[number];
  waiting: number;
  under_2_days: number;
  from_2_to_7_days: number;
  over_7_days: number;
  /** Days since the oldest waiting submission, one decimal. */
  oldest_days: number;
  average_days: number;
}

/**
 * Submissions waiting for a mark now, per teacher and examiner of their classes (a submission of a class with
 * two markers counts for both), with their age. The date range does not apply: a backlog is as it stands.
 */
export function markingBacklog(db: Db, f: StatisticsFilter) {
  const now = f.now.toISOString();
  return rows<MarkingBacklogRow>(
    db,
    sql`with ${scopeClasses(f)},
    waiting as (
      select asg.class_id, extract(epoch from (${now}::timestamptz - coalesce(ue.submitted_at, ue.updated_at))) / 86400 as age
      from sc
      join assignments asg on asg.class_id = sc.id
      join user_exams ue on ue.assignment_id = asg.id
      where ue.status = 'waiting_score'
    )
    select u.id as marker_id, coalesce(nullif(u.name, ''), u.email) as marker_name, u.email as marker_email,
      st.kind::text as role,
      count(*)::int as waiting,
      count(*) filter (where w.age < 2)::int as under_2_days,
      count(*) filter (where w.age >= 2 and w.age <= 7)::int as from_2_to_7_days,
      count(*) filter (where w.age > 7)::int as over_7_days,
      round(max(w.age)::numeric, 1)::float8 as oldest_days,
      round(avg(w.age)::numeric, 1)::float8 as average_days
    from waiting w
    join class_staff st on st.class_id = w.class_id
    join users u on u.id = st.user_id
    group by u.id, u.name, u.email, st.kind
    order by waiting desc, marker_name`,
  );
}

// ---------------------------------------------------------------- IELTS (administrators only)
// The class and course filters do not apply: an exam date belongs to the academy, not to a course.

export interface IeltsRegistrationsRow {
  exam_date_id: number;
  exam_date: string;
  shift: (typeof IELTS_SHIFTS)[number];
  skill_package: (typeof SKILL_PACKAGES)[number];
  unpaid: number;
  unfinished: number;
  unmarked: number;
  marked: number;
  canceled: number;
  /** Every registration, canceled ones included. */
  total: number;
}

/**
 * Registrations of the exam dates held in the range, per exam date and skill package, by status. An exam date
 * without registrations shows with zeros under its own package.
 */
export function ieltsRegistrations(db: Db, f: StatisticsFilter) {
  return rows<IeltsRegistrationsRow>(
    db,
    sql`select d.id as exam_date_id, to_char(d.exam_date, 'YYYY-MM-DD') as exam_date, d.shift,
      coalesce(r.skill_package, d.skill_type)::text as skill_package,
      count(r.id) filter (where r.status = 'unpaid')::int as unpaid,
      count(r.id) filter (where r.status = 'unfinished')::int as unfinished,
      count(r.id) filter (where r.status = 'unmarked')::int as unmarked,
      count(r.id) filter (where r.status = 'marked')::int as marked,
      count(r.id) filter (where r.status = 'canceled')::int as canceled,
      count(r.id)::int as total
    from ielts_exam_dates d
    left join ielts_registrations r on r.exam_date_id = d.id
    where d.exam_date between ${f.from}::date and ${f.to}::date
    group by d.id, d.exam_date, d.shift, 4
    order by d.exam_date, d.shift, d.id, 4`,
  );
}

export interface IeltsBandsRow {
  skill: IeltsBandSkill;
  /** A half band, 0 to 9. */
  band: number;
  candidates: number;
}

/** Per skill and overall, the candidates per half band among the results of exam dates held in the range. */
export function ieltsBands(db: Db, f: StatisticsFilter) {
  return rows<IeltsBandsRow>(
    db,
    sql`select b.skill, b.band::float8 as band, count(*)::int as candidates
    from ielts_exam_dates d
    join ielts_registrations r on r.exam_date_id = d.id and r.status <> 'canceled'
    cross join lateral (values
      (1, 'listening', r.listening_band), (2, 'reading', r.reading_band), (3, 'writing', r.writing_band),
      (4, 'speaking', r.speaking_band), (5, 'overall', r.overall_band)
    ) as b(position, skill, band)
    where d.exam_date between ${f.from}::date and ${f.to}::date and b.band is not null
    group by b.position, b.skill, b.band
    order by b.position, b.band`,
  );
}

export interface IeltsRevenueRow {
  month: string;
  /** Payments paid (and not refunded) in the month. */
  payments: number;
  /** Their fees before promotions, in dong. */
  gross: number;
  /** What promotion codes took off them. */
  discounts: number;
  /** What was received: gross less discounts. */
  net: number;
  /** Payments of the month refunded since (not in the figures above), and what they had brought. */
  refunds: number;
  refunded_amount: number;
}

/**
 * Receipts per month (the academy's calendar) of the payments paid in the range. Refunded payments are shown
 * apart in the month they were paid; pending and canceled ones brought nothing.
 */
export function ieltsRevenue(db: Db, f: StatisticsFilter) {
  return rows<IeltsRevenueRow>(
    db,
    sql`select to_char(m.month, 'YYYY-MM') as month, m.payments, m.gross, m.discounts, m.net, m.refunds,
      m.refunded_amount
    from (
      select date_trunc('month', p.paid_at at time zone ${ACADEMY_TIME_ZONE}) as month,
        count(*) filter (where p.status = 'paid')::int as payments,
        coalesce(sum(p.unit_price) filter (where p.status = 'paid'), 0)::float8 as gross,
        coalesce(sum(p.discount) filter (where p.status = 'paid'), 0)::float8 as discounts,
        coalesce(sum(p.amount) filter (where p.status = 'paid'), 0)::float8 as net,
        count(*) filter (where p.status = 'refunded')::int as refunds,
        coalesce(sum(p.amount) filter (where p.status = 'refunded'), 0)::float8 as refunded_amount
      from payments p
      where p.status in ('paid', 'refunded') and p.paid_at is not null
        and (p.paid_at at time zone ${ACADEMY_TIME_ZONE})::date between ${f.from}::date and ${f.to}::date
      group by 1
    ) m
    order by m.month`,
  );
}

export interface PromotionUsageRow {
  promotion_code_id: number;
  code: string;
  title: string;
  /** Registrations made in the range with the code and not canceled unpaid (paid, pending or refunded). */
  uses: number;
  /** Of those, the ones paid. */
  paid: number;
  /** The code's limit of uses; null without one. */
  max_uses: number | null;
  /** The code's uses since it was made (what its limit is checked against). */
  used_count: number;
  /** What the code took off the paid payments, in dong. */
  discount_total: number;
}

/** Per promotion code applied to a payment made in the range: how often, against its limit, for how much. */
export function promotionUsage(db: Db, f: StatisticsFilter) {
  return rows<PromotionUsageRow>(
    db,
    sql`select pc.id as promotion_code_id, pc.code, pc.title,
      count(*)::int as uses,
      count(*) filter (where p.status = 'paid')::int as paid,
      pc.max_uses, pc.used_count,
      coalesce(sum(p.discount) filter (where p.status = 'paid'), 0)::float8 as discount_total
    from payments p
    join promotion_codes pc on pc.id = p.promotion_code_id
    where p.status <> 'canceled'
      and (p.created_at at time zone ${ACADEMY_TIME_ZONE})::date between ${f.from}::date and ${f.to}::date
    group by pc.id, pc.code, pc.title, pc.max_uses, pc.used_count
    order by uses desc, pc.code`,
  );
}

/** The figures, by the name exports and the API use. */
export const FIGURES = {
  students_by_status: studentsByStatus,
  classes_by_month: classesByMonth,
  attendance_by_class: attendanceByClass,
  attendance_by_month: attendanceByMonth,
  score_distribution: scoreDistribution,
  pass_rates: passRates,
  marking_backlog: markingBacklog,
  ielts_registrations: ieltsRegistrations,
  ielts_bands: ieltsBands,
  ielts_revenue: ieltsRevenue,
  promotion_usage: promotionUsage,
} as const satisfies Record<StatisticsFigure, unknown>;

export type FigureName = StatisticsFigure;
export const FIGURE_NAMES = STATISTICS_FIGURES;

type Figures = { [K in FigureName]: Awaited<ReturnType<(typeof FIGURES)[K]>> };
type IeltsFigureName = (typeof IELTS_STATISTICS_FIGURES)[number];

/**
 * Every figure the viewer may read: the IELTS ones only for the whole academy (administrators, `classIds`
 * null); a teacher's answer has no IELTS keys.
 */
export async function allFigures(db: Db, f: StatisticsFilter) {
  const names = FIGURE_NAMES.filter(
    (name) => f.classIds === null || !(IELTS_STATISTICS_FIGURES as readonly string[]).includes(name),
  );
  const entries = await Promise.all(names.map(async (name) => [name, await FIGURES[name](db, f)] as const));
  return Object.fromEntries(entries) as Omit<Figures, IeltsFigureName> &
    Partial<Pick<Figures, IeltsFigureName>>;
}

/** Which of these ids are classes, and which is a course (for the filters' 400s). */
export async function knownClassAndCourse(db: Db, classId: number | undefined, courseId: number | undefined) {
  const [row] = await rows<{ class_ok: boolean; course_ok: boolean }>(
    db,
    sql`select
      (${classId ?? null}::int is null or exists (select 1 from classes where id = ${classId ?? null}::int)) as class_ok,
      (${courseId ?? null}::int is null or exists (select 1 from courses where id = ${courseId ?? null}::int)) as course_ok`,
  );
  return { classOk: row?.class_ok ?? false, courseOk: row?.course_ok ?? false };
}
