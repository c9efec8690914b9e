import type {
  RestArticle,
  RestFeedback,
  RestReport,
  RestAssignment,
  RestAttendance,
  RestClass,
  RestClassExercise,
  RestClassStudent,
  RestCourse,
  RestDayOff,
  RestLesson,
  RestMedia,
  RestProgress,
  RestResult,
  RestScore,
  RestScoreSummary,
  RestUser,
  RestUserSummary,
} from '../src/rest/types.js';

let seq = 0;
const next = () => ++seq;

export function buildUser(overrides: Partial<RestUser> = {}): RestUser {
  const n = next();
  return {
    id: n,
    id_lms: `sub-${n}`,
    email: `user${n}@academy.test`,
    sub_email: '',
    first_name: 'An',
    last_name: 'Nguyễn',
    name: `Nguyễn Văn An ${n}`,
    date_of_birth: '2004-05-12',
    phone: '0912345678',
    gender: 0,
    address: 'Cầu Giấy, Hà Nội',
    link: '',
    role: 1,
    work_place: 'THPT Chu Văn An',
    student_status: '',
    joined_at: '2026-08-01T00:00:00.000Z',
    passport: '',
    created_at: '2026-08-01T00:00:00.000Z',
    profile_picture: '',
    is_active: true,
    ...overrides,
  };
}

export const buildTeacher = (o: Partial<RestUser> = {}) =>
  buildUser({ role: 2, name: `Trần Thị Mai ${seq}`, ...o });
export const buildAdmin = (o: Partial<RestUser> = {}) => buildUser({ role: 0, name: 'Quản trị viên', ...o });

export function summaryOf(u: RestUser): RestUserSummary {
  const { id, email, name, first_name, last_name, phone, role, profile_picture } = u;
  return { id, email, name, first_name, last_name, phone, role, profile_picture };
}

export function buildCourse(overrides: Partial<RestCourse> = {}): RestCourse {
  const n = next();
  return {
    id: n,
    name: `IELTS 6.5 (${n})`,
    description: '',
    target_band: '6.5',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildClass(
  overrides: Partial<RestClass> = {},
  staff: { teachers?: RestUser[]; course?: RestCourse } = {},
): RestClass {
  const n = next();
  return {
    id: n,
    name: `IELTS 6.5 - K${n}`,
    course: staff.course ? { id: staff.course.id, name: staff.course.name } : null,
    number_of_sessions: 24,
    classroom_online: '',
    classroom_offline: 'Phòng 201',
    start_date: '2026-09-07',
    end_date: null,
    expected_end_date: '2026-12-18',
    study_time_start: '18:00',
    study_time_end: '19:30',
    class_code: `K${n}CODE`,
    sessions_passed: 6,
    weekdays: [1, 3, 5],
    description: '',
    teachers: (staff.teachers ?? []).map(summaryOf),
    examiners: [],
    student_count: 0,
    created_at: '2026-08-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildMembership(
  cls: RestClass,
  student: RestUser,
  overrides: Partial<RestClassStudent> = {},
): RestClassStudent {
  return {
    id: next(),
    class_id: cls.id,
    status: 'active',
    joined_at: '2026-09-01T00:00:00.000Z',
    student: summaryOf(student),
    ...overrides,
  };
}

export function buildAssignment(cls: RestClass, overrides: Partial<RestAssignment> = {}): RestAssignment {
  const n = next();
  return {
    id: n,
    class_id: cls.id,
    exercise_id: n,
    kind: 'home_work',
    title: `Reading practice ${n}`,
    tutorial: '',
    tag_id: null,
    start_at: null,
    deadline: '2026-10-01T16:59:00.000Z',
    time_limit: 45,
    min_score: 50,
    max_score: 100,
    max_accesses: 3,
    exam_mode: false,
    max_attempts: 3,
    review_options: {
      answers: 'after_submit',
      score: 'after_submit',
      keys: 'after_deadline',
      feedback: 'after_return',
    },
    created_by: null,
    created_at: '2026-09-01T00:00:00.000Z',
    exercise: { id: n, name: `Exercise ${n}`, topic_group: 'reading', scoring_mode: 0, store: 'common' },
    ...overrides,
  };
}

export function withStats(a: RestAssignment, students: number): RestClassExercise {
  return {
    assignment: a,
    students_total: students,
    submitted: Math.floor(students / 2),
    waiting_score: 1,
    passed: Math.floor(students / 2) - 1,
    failed: 0,
    unfinished: students - Math.floor(students / 2),
    average_score: 72.5,
  };
}

export function buildResult(
  a: RestAssignment,
  student: RestUser,
  overrides: Partial<RestResult> = {},
): RestResult {
  return {
    id: next(),
    assignment_id: a.id,
    class_id: a.class_id,
    student_id: student.id,
    attempt: 1,
    status: 'pass',
    status_label: 'done',
    below_min_score: false,
    redo_requested: false,
    redo_requested_at: null,
    redo_note: '',
    started_at: '2026-09-20T12:00:00.000Z',
    submitted_at: '2026-09-20T12:40:00.000Z',
    access_count: 1,
    score: 80,
    keyed_score: 80,
    keyed_max_score: 100,
    parts_awaiting_marker: 0,
    comment: 'Tốt',
    marked_by: null,
    marked_at: '2026-09-21T09:00:00.000Z',
    ...overrides,
  };
}

export function buildProgress(
  cls: RestClass,
  student: RestUser,
  overrides: Partial<RestProgress> = {},
): RestProgress {
  return {
    class_id: cls.id,
    student_id: student.id,
    lessons_counted: 6,
    present: 5,
    late: 0,
    absent: 1,
    excused: 0,
    attendance_percent: 83.3,
    assignments_total: 4,
    assignments_submitted: 3,
    completion_percent: 75,
    average_score: 78.5,
    ...overrides,
  };
}

export function buildScoreSummary(cls: RestClass, student: RestUser): RestScoreSummary {
  return {
    class_id: cls.id,
    student_id: student.id,
    score_home_work: 8,
    score_test: 7.5,
    score_presentation: null,
    exam_average: 78.5,
    results_count: 3,
  };
}

export function buildLesson(cls: RestClass, overrides: Partial<RestLesson> = {}): RestLesson {
  const n = next();
  return {
    id: n,
    class_id: cls.id,
    session_number: 1,
    study_date: '2026-09-07',
    study_time_start: '18:00',
    study_time_end: '19:30',
    record_link: '',
    slide_link: '',
    status: 'scheduled',
    note: '',
    description: '',
    ...overrides,
  };
}

export function buildAttendance(
  lesson: RestLesson,
  student: RestUser,
  overrides: Partial<RestAttendance> = {},
): RestAttendance {
  return {
    id: next(),
    lesson_id: lesson.id,
    class_id: lesson.class_id,
    student_id: student.id,
    status: 'present',
    note: '',
    marked_by: null,
    marked_at: '2026-09-07T12:00:00.000Z',
    ...overrides,
  };
}

export function buildDayOff(cls: RestClass | null, overrides: Partial<RestDayOff> = {}): RestDayOff {
  return {
    id: next(),
    class_id: cls?.id ?? null,
    date: '2026-09-02',
    reason: 'Quốc khánh 2/9',
    created_by: null,
    created_at: '2026-08-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildScore(cls: RestClass, student: RestUser, overrides: Partial<RestScore> = {}): RestScore {
  return {
    id: next(),
    class_id: cls.id,
    student_id: student.id,
    assignment_id: null,
    kind: 'score_presentation',
    value: 8.5,
    note: '',
    created_by: null,
    created_at: '2026-09-15T00:00:00.000Z',
    ...overrides,
  };
}

/** An uploaded medium as `upload/` answers it. */
export function buildMedia(overrides: Partial<RestMedia> = {}): RestMedia {
  const id = overrides.id ?? next();
  return {
    id,
    kind: 'img',
    mime_type: 'image/png',
    size: 2048,
    original_name: `picture-${id}.png`,
    url: `/lms-backend/api/upload/${id}/file?exp=1775008800&sig=${'a'.repeat(43)}`,
    owner_id: null,
    created_at: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

export function buildReport(overrides: Partial<RestReport> = {}): RestReport {
  return {
    id: 7,
    exercise: { id: 3, name: 'IELTS Reading Practice 1', store: 'common' },
    question: { id: 11, title: 'Bees: True / False / Not Given' },
    attempt_id: 40,
    user: { id: 5, name: 'Lê Văn An', email: 'an@academy.test' },
    kind: 'wrong_key',
    content: 'Câu 2 có vẻ sai đáp án.',
    lang: 'vi',
    status: 'open',
    created_at: '2026-09-07T13:45:00.000Z',
    resolved_at: null,
    resolved_by: null,
    resolution_note: '',
    ...overrides,
  };
}

export function buildFeedback(overrides: Partial<RestFeedback> = {}): RestFeedback {
  return {
    id: 21,
    class: { id: 1, name: 'IELTS 6.5 - K12' },
    author: { id: 5, name: 'Lê Văn An', email: 'an@academy.test' },
    anonymous: false,
    is_own: false,
    rating: 5,
    content: 'Cô chữa Writing rất kỹ.',
    created_at: '2026-09-07T15:10:00.000Z',
    updated_at: '2026-09-07T15:10:00.000Z',
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<RestArticle> = {}): RestArticle {
  return {
    id: 31,
    title: 'Phân biệt False và Not Given',
    summary: 'Dạng câu hỏi khó nhất của IELTS Reading.',
    body: '## Quy tắc\n\nSo sánh với **bài đọc**.',
    topic: 'reading',
    lang: 'vi',
    published: true,
    author: { id: 1, name: 'Quản trị viên' },
    created_at: '2026-08-01T03:00:00.000Z',
    updated_at: '2026-08-02T03:00:00.000Z',
    ...overrides,
  };
}
