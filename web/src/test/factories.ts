/**
 * Gateway objects for tests, with every non-null field of the schema filled: `buildX(overrides)`.
 * The mock gateway answers only the fields an operation asks for.
 */
type Obj = Record<string, unknown>;

let next = 1;
const id = () => String(next++);

export function buildUser(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    identityId: `sub-${n}`,
    email: `user${n}@academy.test`,
    subEmail: '',
    firstName: 'An',
    lastName: 'Nguyễn',
    name: `Nguyễn Văn An ${n}`,
    dateOfBirth: '2001-06-01',
    phone: '0912345678',
    gender: 'MALE',
    address: '12 Lê Lợi, Quận 1',
    link: '',
    role: 'STUDENT',
    studentStatus: '',
    workPlace: 'Đại học Bách khoa',
    joinedAt: '2026-01-05T02:00:00.000Z',
    passport: '',
    profilePicture: '',
    createdAt: '2026-01-05T02:00:00.000Z',
    isActive: true,
    classes: [],
    ...overrides,
  };
}

export function buildCourse(overrides: Obj = {}): Obj {
  return {
    id: id(),
    name: 'IELTS 6.5',
    description: '',
    targetBand: '6.5',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildClass(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    name: `IELTS 6.5 - K${n}`,
    course: buildCourse(),
    numberOfSessions: 24,
    classroomOnline: 'https://meet.google.com/abc-defg-hij',
    classroomOffline: 'P.301',
    startDate: '2026-09-07',
    endDate: null,
    expectedEndDate: '2026-11-25',
    studyTimeStart: '18:00',
    studyTimeEnd: '19:30',
    classCode: `K${n}CODE`,
    sessionsPassed: 3,
    weekdays: [1, 3, 5],
    description: '',
    teachers: [buildUser({ role: 'TEACHER', name: 'Trần Thị Bình' })],
    examiners: [],
    studentCount: 12,
    createdAt: '2026-08-01T00:00:00.000Z',
    viewerCanManage: true,
    viewerMembership: null,
    students: [],
    lessons: [],
    daysOff: [],
    assignments: [],
    scores: [],
    overview: buildOverview(),
    ...overrides,
  };
}

export function buildOverview(overrides: Obj = {}): Obj {
  return {
    activeStudents: 12,
    pendingRequests: 1,
    sessionsPassed: 3,
    numberOfSessions: 24,
    assignmentCount: 2,
    waitingScore: 4,
    attendancePercent: 92.5,
    completionPercent: 75,
    averageScore: 7.8,
    ...overrides,
  };
}

export function buildClassStudent(overrides: Obj = {}): Obj {
  return {
    id: id(),
    class: null,
    student: buildUser(),
    status: 'ACTIVE',
    joinedAt: '2026-09-01T00:00:00.000Z',
    results: [],
    attendanceSummary: { lessonsCounted: 3, present: 3, late: 0, absent: 0, excused: 0, percent: 100 },
    progress: { assignmentsTotal: 2, assignmentsSubmitted: 1, completionPercent: 50, averageScore: 8 },
    scoreSummary: { homeWork: 8, test: null, presentation: null, examAverage: 8, resultsCount: 1 },
    attendances: [],
    ...overrides,
  };
}

export function buildLesson(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    class: null,
    sessionNumber: 1,
    studyDate: '2026-09-07',
    studyTimeStart: '18:00',
    studyTimeEnd: '19:30',
    recordLink: '',
    slideLink: '',
    status: 'SCHEDULED',
    note: '',
    description: 'Unit 1: Describing people',
    attendances: [],
    ...overrides,
  };
}

export function buildDayOff(overrides: Obj = {}): Obj {
  return {
    id: id(),
    class: null,
    date: '2027-02-16',
    reason: 'Tết Nguyên Đán',
    createdAt: '2026-08-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = (items: unknown[], overrides: Obj = {}) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 15,
  ...overrides,
});

export function buildAssignment(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    class: null,
    exercise: {
      id: `e${n}`,
      name: `Reading practice ${n}`,
      topicGroup: 'READING',
      scoringMode: 'AUTO',
      store: 'COMMON',
    },
    kind: 'HOME_WORK',
    title: `Bài tập ${n}`,
    tutorial: '',
    tag: null,
    startAt: null,
    deadline: '2099-10-01T16:59:00.000Z',
    timeLimit: 45,
    minScore: 50,
    maxScore: 100,
    maxAccesses: 3,
    examMode: false,
    maxAttempts: 3,
    reviewOptions: {
      answers: 'AFTER_SUBMIT',
      score: 'AFTER_SUBMIT',
      keys: 'AFTER_DEADLINE',
      feedback: 'AFTER_RETURN',
    },
    createdAt: '2026-09-01T00:00:00.000Z',
    stats: {
      studentsTotal: 12,
      submitted: 0,
      waitingScore: 0,
      passed: 0,
      failed: 0,
      unfinished: 12,
      averageScore: null,
    },
    results: [],
    ...overrides,
  };
}
