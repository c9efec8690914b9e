import { academyToday } from '@lms/domain';
import type { ATTENDANCE_STATUSES, RESULT_STATUSES, STUDENT_CLASS_STATUSES } from '../db/schema.js';
import type { Lang } from '../http/messages.js';
import type { CellOut, SheetOut } from '../import/sheets.js';

/**
 * A class's gradebook and attendance as sheets (issue 31 point 3, docs/decisions.md "Class exports"): headers
 * and statuses in the caller's language, the web's words for the statuses (its common catalogue).
 */

/** A student of the class as the exports list them: every membership but a pending request, by name. */
export interface ExportStudent {
  id: number;
  name: string;
  email: string;
  status: (typeof STUDENT_CLASS_STATUSES)[number];
}

export interface GradebookData {
  students: ExportStudent[];
  assignments: { id: number; title: string; kind: string; maxScore: number }[];
  /** Each student's latest attempt at each assignment, by `${assignmentId}:${studentId}`. */
  results: Map<
    string,
    {
      status: (typeof RESULT_STATUSES)[number];
      score: number | null;
      submittedAt: Date | null;
      markedAt: Date | null;
    }
  >;
}

export interface AttendanceData {
  students: ExportStudent[];
  lessons: {
    id: number;
    sessionNumber: number;
    studyDate: string;
    studyTimeStart: string;
    studyTimeEnd: string;
  }[];
  /** Marks by `${lessonId}:${studentId}`. */
  marks: Map<string, { status: (typeof ATTENDANCE_STATUSES)[number]; note: string }>;
}

type Labels = Record<Lang, string>;
const L = (en: string, vi: string): Labels => ({ en, vi });

const WORDS = {
  student: L('Student', 'Học viên'),
  email: L('E-mail', 'Email'),
  membership: L('Status in class', 'Trạng thái trong lớp'),
  score: L('Score', 'Điểm'),
  outOf: L('out of', 'trên'),
  status: L('Status', 'Trạng thái'),
  date: L('Date', 'Ngày'),
  average: L('Average', 'Điểm trung bình'),
  classAverage: L('Class average', 'Trung bình của lớp'),
  session: L('Session', 'Buổi'),
  lessonDate: L('Lesson date', 'Ngày học'),
  start: L('Start time', 'Giờ bắt đầu'),
  duration: L('Duration (minutes)', 'Thời lượng (phút)'),
  attendance: L('Attendance', 'Điểm danh'),
  note: L('Note', 'Ghi chú'),
  gradebook: L('Gradebook', 'Bảng điểm'),
} as const;

const MEMBERSHIP: Record<ExportStudent['status'], Labels> = {
  active: L('Active', 'Đang học'),
  request: L('Waiting for approval', 'Chờ duyệt'),
  reserve: L('On hold', 'Bảo lưu'),
  inactive: L('Inactive', 'Đã nghỉ'),
};
const RESULT: Record<string, Labels> = {
  pass: L('Passed', 'Đạt'),
  fail: L('Failed', 'Chưa đạt'),
  waiting_score: L('Waiting for a score', 'Chờ chấm'),
  unfinished: L('Not submitted', 'Chưa nộp'),
  holding: L('On hold', 'Đang tạm dừng'),
  none: L('Not started', 'Chưa làm'),
};
const ATTENDANCE: Record<string, Labels> = {
  present: L('Present', 'Có mặt'),
  late: L('Late', 'Đi muộn'),
  absent: L('Absent', 'Vắng'),
  excused: L('Excused', 'Vắng có phép'),
  none: L('Not taken', 'Chưa điểm danh'),
};

/** Two decimals, as the class's score means (queries/results.ts). */
const mean = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

/** Headers unique within a sheet (two assignments may share a title): a repeated one is numbered. */
function uniqueHeaders(headers: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((h) => {
    const n = (seen.get(h) ?? 0) + 1;
    seen.set(h, n);
    return n === 1 ? h : `${h} (${n})`;
  });
}

const studentCells = (s: ExportStudent, lang: Lang): CellOut[] => [
  s.name,
  s.email,
  MEMBERSHIP[s.status][lang],
];

/**
 * The gradebook: a row per student (name, e-mail, status in the class), for each assignment (oldest first)
 * the latest attempt's score, status and date (returned, else submitted; the academy's day), then the mean of
 * the student's marked scores; a last row of the class's means per assignment and of the students' means.
 */
export function gradebookSheet(data: GradebookData, lang: Lang): SheetOut {
  const header = uniqueHeaders([
    WORDS.student[lang],
    WORDS.email[lang],
    WORDS.membership[lang],
    ...data.assignments.flatMap((a) => [
      `${a.title} – ${WORDS.score[lang]} (${WORDS.outOf[lang]} ${a.maxScore})`,
      `${a.title} – ${WORDS.status[lang]}`,
      `${a.title} – ${WORDS.date[lang]}`,
    ]),
    WORDS.average[lang],
  ]);
  const marked = (status: string, score: number | null) =>
    (status === 'pass' || status === 'fail') && score !== null ? score : null;
  const perAssignment = data.assignments.map(() => [] as number[]);
  const studentMeans: number[] = [];
  const rows = data.students.map((s) => {
    const own: number[] = [];
    const cells: CellOut[] = studentCells(s, lang);
    data.assignments.forEach((a, i) => {
      const r = data.results.get(`${a.id}:${s.id}`);
      const score = r ? marked(r.status, r.score) : null;
      if (score !== null) {
        own.push(score);
        perAssignment[i]!.push(score);
      }
      const at = r?.markedAt ?? r?.submittedAt;
      cells.push(score ?? '', RESULT[r?.status ?? 'none']![lang], at ? { day: academyToday(at) } : '');
    });
    const average = mean(own);
    if (average !== null) studentMeans.push(average);
    cells.push(average ?? '');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
  if (data.students.length > 0) {
    const last: CellOut[] = [WORDS.classAverage[lang], '', ''];
    for (const scores of perAssignment) last.push(mean(scores) ?? '', '', '');
    last.push(mean(studentMeans) ?? '');
    rows.push(Object.fromEntries(header.map((h, i) => [h, last[i] ?? ''])));
  }
  return {
    name: WORDS.gradebook[lang],
    header,
    rows,
    widths: header.map((h, i) => (i < 2 ? 28 : Math.min(40, Math.max(12, h.length + 2)))),
    typed: true,
  };
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The attendance, Moodle's export layout: a row per student and lesson held (session, the lesson's day, start
 * time and length in minutes, in the academy's time zone as lessons are kept), with the mark and its note.
 */
export function attendanceSheet(data: AttendanceData, lang: Lang): SheetOut {
  const header = [
    WORDS.student[lang],
    WORDS.email[lang],
    WORDS.membership[lang],
    WORDS.session[lang],
    WORDS.lessonDate[lang],
    WORDS.start[lang],
    WORDS.duration[lang],
    WORDS.attendance[lang],
    WORDS.note[lang],
  ];
  const rows = data.students.flatMap((s) =>
    data.lessons.map((l) => {
      const mark = data.marks.get(`${l.id}:${s.id}`);
      const cells: CellOut[] = [
        ...studentCells(s, lang),
        l.sessionNumber,
        { day: l.studyDate },
        l.studyTimeStart.slice(0, 5),
        minutesOf(l.studyTimeEnd) - minutesOf(l.studyTimeStart),
        ATTENDANCE[mark?.status ?? 'none']![lang],
        mark?.note ?? '',
      ];
      return Object.fromEntries(header.map((h, i) => [h, cells[i]!]));
    }),
  );
  return {
    name: WORDS.attendance[lang],
    header,
    rows,
    widths: header.map((h, i) => (i < 2 ? 28 : Math.max(12, h.length + 2))),
    typed: true,
  };
}

/** A file name's part from a class's name: lower-case ASCII words joined by hyphens (`class` when none). */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'class';
}
