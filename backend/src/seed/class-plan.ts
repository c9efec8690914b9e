import { sessionDates } from '@lms/domain';
import type { STUDENT_CLASS_STATUSES } from '../db/schema/enums.js';
import { academyHolidays, addDays, nextWeekday, yearOf, type Holiday } from './calendar.js';
import { createRng } from './random.js';

/**
 * The academy's courses and eight classes, planned from `today` before anything is written: which dates
 * each class meets, who teaches it, who studies in it. Two classes have finished, five are running and
 * one opens soon, whatever the date.
 */

export type CourseKey = 'foundation' | 'ielts55' | 'ielts65' | 'ielts70' | 'communication';

export const COURSES: readonly {
  key: CourseKey;
  name: string;
  abbr: string;
  targetBand: string | null;
  description: string;
}[] = [
  {
    key: 'foundation',
    name: 'IELTS Foundation',
    abbr: 'IF',
    targetBand: '4.5',
    description:
      'Nền tảng ngữ pháp, từ vựng và phát âm cho người mới bắt đầu; làm quen với 4 kỹ năng của bài thi IELTS. Đầu ra 4.0–4.5.',
  },
  {
    key: 'ielts55',
    name: 'IELTS 5.5',
    abbr: 'I55',
    targetBand: '5.5',
    description:
      'Chiến lược làm bài từng dạng câu hỏi Reading và Listening, viết Task 1 và Task 2 hoàn chỉnh, Speaking Part 1–3. Đầu vào 4.5.',
  },
  {
    key: 'ielts65',
    name: 'IELTS 6.5',
    abbr: 'I65',
    targetBand: '6.5',
    description:
      'Nâng cao độ chính xác và tốc độ làm bài, từ vựng học thuật theo chủ đề, chữa Writing 1–1 hằng tuần, thi thử định kỳ. Đầu vào 5.5.',
  },
  {
    key: 'ielts70',
    name: 'IELTS 7.0+',
    abbr: 'I70',
    targetBand: '7.0',
    description:
      'Luyện đề chuyên sâu cho mục tiêu 7.0 trở lên: lập luận Writing Task 2, paraphrasing, Speaking Part 3 với giám khảo. Đầu vào 6.0–6.5.',
  },
  {
    key: 'communication',
    name: 'Tiếng Anh giao tiếp',
    abbr: 'GT',
    targetBand: null,
    description:
      'Giao tiếp tự tin trong công việc và cuộc sống: phản xạ nói, phát âm chuẩn, tình huống thực tế (phỏng vấn, thuyết trình, du lịch).',
  },
];

export const CAMPUSES = [
  { name: 'Cơ sở Cầu Giấy', address: '136 Xuân Thủy, Cầu Giấy, Hà Nội' },
  { name: 'Cơ sở Quận 3', address: '285 Cách Mạng Tháng Tám, Quận 3, TP. Hồ Chí Minh' },
  { name: 'Cơ sở Hải Châu', address: '74 Bạch Đằng, Hải Châu, Đà Nẵng' },
] as const;

export type MemberStatus = (typeof STUDENT_CLASS_STATUSES)[number];
export type Phase = 'finished' | 'ongoing' | 'upcoming';

export interface ClassMember {
  /** Index into STUDENT_ACCOUNTS (0 = student01). */
  student: number;
  status: MemberStatus;
  joinedOn: string;
}

export interface ClassPlan {
  index: number;
  name: string;
  course: CourseKey;
  classCode: string;
  weekdays: number[];
  studyTimeStart: string;
  studyTimeEnd: string;
  numberOfSessions: number;
  startDate: string;
  /** Index into TEACHER_ACCOUNTS. */
  teacher: number;
  examiner: boolean;
  campus: number;
  classroomOnline: string;
  classroomOffline: string;
  classDaysOff: Holiday[];
  sessionDates: string[];
  expectedEndDate: string;
  phase: Phase;
  members: ClassMember[];
}

interface ClassSpec {
  course: CourseKey;
  weekdays: number[];
  time: [string, string];
  sessions: number;
  /** Days from today to the first session (negative: in the past). */
  startOffset: number;
  teacher: number;
  examiner: boolean;
  mode: 'hybrid' | 'online' | 'offline';
  size: number;
}

/** Offsets are chosen with room to spare so the phases hold whatever holidays fall in between. */
// prettier-ignore
const SPECS: readonly ClassSpec[] = [
  { course: 'foundation', weekdays: [1, 3, 5], time: ['18:00', '19:30'], sessions: 24, startOffset: -230, teacher: 0, examiner: false, mode: 'hybrid', size: 12 },
  { course: 'ielts55', weekdays: [6, 7], time: ['19:00', '21:00'], sessions: 30, startOffset: -200, teacher: 1, examiner: true, mode: 'offline', size: 10 },
  { course: 'ielts55', weekdays: [2, 4, 6], time: ['19:45', '21:15'], sessions: 36, startOffset: -63, teacher: 2, examiner: false, mode: 'hybrid', size: 14 },
  { course: 'ielts65', weekdays: [1, 3, 5], time: ['19:45', '21:15'], sessions: 36, startOffset: -56, teacher: 3, examiner: true, mode: 'hybrid', size: 16 },
  { course: 'ielts70', weekdays: [6, 7], time: ['19:00', '21:00'], sessions: 24, startOffset: -45, teacher: 0, examiner: true, mode: 'online', size: 11 },
  { course: 'foundation', weekdays: [2, 4, 6], time: ['18:00', '19:30'], sessions: 30, startOffset: -28, teacher: 1, examiner: false, mode: 'hybrid', size: 13 },
  { course: 'communication', weekdays: [1, 3, 5], time: ['18:00', '19:30'], sessions: 24, startOffset: -14, teacher: 2, examiner: false, mode: 'offline', size: 15 },
  { course: 'ielts65', weekdays: [2, 4, 6], time: ['18:00', '19:30'], sessions: 36, startOffset: 12, teacher: 3, examiner: false, mode: 'hybrid', size: 9 },
];

/** Teachers 1 and 2 work in Hà Nội, 3 in TP. Hồ Chí Minh, 4 in Đà Nẵng; their classes meet there. */
export const TEACHER_CAMPUS = [0, 0, 1, 2] as const;

const CLASS_DAY_OFF_REASONS = [
  'Giáo viên tham gia tập huấn chuyên môn',
  'Phòng học bảo trì hệ thống điều hòa',
  'Lớp nghỉ để tham gia thi thử IELTS toàn trung tâm',
  'Giáo viên đi công tác',
  'Nghỉ bù sau buổi học ngoại khóa cuối tuần',
];

export function academyDaysOff(today: string): Holiday[] {
  const year = yearOf(today);
  return [year - 1, year, year + 1].flatMap(academyHolidays);
}

function weekdayLabel(weekdays: readonly number[]): string {
  if (weekdays.includes(7)) return 'Cuối tuần';
  // Vietnamese counts Monday as "thứ 2".
  return `Tối ${weekdays.map((d) => d + 1).join('-')}`;
}

function meetLink(rng: ReturnType<typeof createRng>): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `https://meet.google.com/${rng.token(3, letters)}-${rng.token(4, letters)}-${rng.token(3, letters)}`;
}

/** Fills the classes from a shuffled list of students; the second pass puts 20 of them in a second class. */
function planMembers(studentCount: number): number[][] {
  const order = createRng('class-members').shuffle(Array.from({ length: studentCount }, (_, i) => i));
  const classesOf = new Map<number, number>();
  const rosters: number[][] = [];
  let cursor = 0;
  for (const spec of SPECS) {
    const roster: number[] = [];
    while (roster.length < spec.size) {
      const student = order[cursor % order.length]!;
      cursor++;
      if (roster.includes(student) || (classesOf.get(student) ?? 0) >= 2) continue;
      roster.push(student);
      classesOf.set(student, (classesOf.get(student) ?? 0) + 1);
    }
    rosters.push(roster);
  }
  return rosters;
}

function memberStatus(phase: Phase, classIndex: number, position: number, size: number): MemberStatus {
  const fromEnd = size - 1 - position;
  if (phase === 'finished') return fromEnd === 0 ? 'inactive' : 'active';
  if (phase === 'upcoming') return fromEnd < 2 ? 'request' : 'active';
  if (fromEnd === 0 && classIndex % 2 === 0) return 'request';
  if (fromEnd === 1 && classIndex !== 6) return 'reserve';
  if (fromEnd === 2 && classIndex % 2 === 1) return 'inactive';
  return 'active';
}

export function planClasses(today: string, studentCount: number): ClassPlan[] {
  const rng = createRng('classes');
  const academyOff = academyDaysOff(today).map((d) => d.date);
  const rosters = planMembers(studentCount);
  const codes = new Map<string, number>();
  return SPECS.map((spec, index) => {
    const course = COURSES.find((c) => c.key === spec.course)!;
    const startDate = nextWeekday(addDays(today, spec.startOffset), spec.weekdays);
    const schedule = { startDate, numberOfSessions: spec.sessions, weekdays: spec.weekdays };
    const tentative = sessionDates({ ...schedule, daysOff: academyOff });
    const picks = spec.startOffset > 0 ? [0.5] : [0.3, 0.7];
    const classDaysOff = picks.map((f) => ({
      date: tentative[Math.floor(spec.sessions * f)]!,
      reason: rng.pick(CLASS_DAY_OFF_REASONS),
    }));
    const dates = sessionDates({ ...schedule, daysOff: [...academyOff, ...classDaysOff.map((d) => d.date)] });
    const phase: Phase = dates.at(-1)! < today ? 'finished' : dates[0]! > today ? 'upcoming' : 'ongoing';

    const prefix = `${course.abbr}-${startDate.slice(2, 4)}${startDate.slice(5, 7)}`;
    const letter = String.fromCharCode(65 + (codes.get(prefix) ?? 0));
    codes.set(prefix, (codes.get(prefix) ?? 0) + 1);

    const campus = TEACHER_CAMPUS[spec.teacher]!;
    const room = `Phòng ${rng.int(2, 5)}0${rng.int(1, 6)} — ${CAMPUSES[campus].name}, ${CAMPUSES[campus].address}`;
    const roster = rosters[index]!;
    return {
      index,
      name: `${course.name} — ${weekdayLabel(spec.weekdays)} (K${startDate.slice(2, 4)}${startDate.slice(5, 7)})`,
      course: spec.course,
      classCode: `${prefix}${letter}`,
      weekdays: spec.weekdays,
      studyTimeStart: spec.time[0],
      studyTimeEnd: spec.time[1],
      numberOfSessions: spec.sessions,
      startDate,
      teacher: spec.teacher,
      examiner: spec.examiner,
      campus,
      classroomOnline: spec.mode === 'offline' ? '' : meetLink(rng),
      classroomOffline: spec.mode === 'online' ? '' : room,
      classDaysOff,
      sessionDates: dates,
      expectedEndDate: dates.at(-1)!,
      phase,
      members: roster.map((student, position) => {
        const status = memberStatus(phase, index, position, roster.length);
        const joinedOn =
          status === 'request'
            ? addDays(today, -rng.int(1, 6))
            : addDays(startDate < today ? startDate : today, -rng.int(3, 20));
        return { student, status, joinedOn };
      }),
    };
  });
}
