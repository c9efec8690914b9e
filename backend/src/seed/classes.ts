import {
  attendances,
  classStaff,
  classStudents,
  classes,
  courses,
  daysOff,
  lessons,
  type ATTENDANCE_STATUSES,
} from '../db/schema.js';
import type { BulkInserter } from './bulk.js';
import { addDays, at, notAfter } from './calendar.js';
import { COURSES, academyDaysOff, type ClassPlan, type CourseKey, type MemberStatus } from './class-plan.js';
import type { People } from './people.js';
import { createRng } from './random.js';

export interface SeededLesson {
  id: number;
  date: string;
  status: 'done' | 'scheduled' | 'canceled';
}

export interface SeededClass extends ClassPlan {
  id: number;
  courseId: number;
  teacherId: number;
  examinerId: number | null;
  roster: { studentId: number; status: MemberStatus }[];
  lessons: SeededLesson[];
}

export interface SeededClasses {
  courseIds: Record<CourseKey, number>;
  classes: SeededClass[];
}

const IELTS_TOPICS = [
  'Listening: Form completion — số, tên riêng, đánh vần',
  'Reading: Skimming & scanning, dạng True/False/Not Given',
  'Writing Task 1: Line graph — mô tả xu hướng',
  'Speaking Part 1: Hometown, Work & Study',
  'Grammar: Hiện tại hoàn thành và quá khứ đơn',
  'Reading: Matching headings',
  'Listening: Multiple choice & map labelling',
  'Writing Task 2: Opinion essay — bố cục 4 đoạn',
  'Speaking Part 2: Describe a place — cue card',
  'Vocabulary: Environment & collocations',
  'Writing Task 1: Bar chart & table — so sánh số liệu',
  'Reading: Sentence & summary completion',
  'Speaking Part 3: Discussion — mở rộng câu trả lời',
  'Writing Task 2: Discussion & problem–solution essay',
  'Mini test & chữa đề',
];

const COMMUNICATION_TOPICS = [
  'Small talk: thời tiết, sở thích, cuối tuần',
  'Phát âm: âm cuối và nối âm',
  'Gọi món và thanh toán tại nhà hàng',
  'Hỏi đường, phương tiện công cộng',
  'Kể lại một trải nghiệm (thì quá khứ)',
  'Phỏng vấn xin việc: giới thiệu điểm mạnh',
  'Email và điện thoại trong công việc',
  'Du lịch: sân bay, khách sạn, xử lý sự cố',
  'Đưa ra ý kiến, đồng ý và phản đối lịch sự',
  'Thuyết trình ngắn 3 phút',
];

const LESSON_NOTES = [
  'Lớp sôi nổi; đã chữa bài tập về nhà buổi trước.',
  'Làm mini test 15 phút đầu giờ, điểm trung bình khá.',
  'Nhiều bạn còn nhầm thì hiện tại hoàn thành — ôn lại buổi sau.',
  'Đã giao bài tập trên hệ thống, hạn nộp trước buổi sau.',
  'Luyện nói theo cặp, giáo viên sửa phát âm âm cuối /s/, /t/, /d/.',
  'Chữa 3 bài Writing tiêu biểu trên lớp.',
  'Một số bạn chưa nộp bài tập, đã nhắc qua nhóm Zalo lớp.',
];

const ATTENDANCE_NOTES: Record<(typeof ATTENDANCE_STATUSES)[number], readonly string[]> = {
  present: [''],
  late: ['Đến muộn 10 phút', 'Vào lớp muộn 15 phút do tắc đường', 'Đến muộn 5 phút'],
  absent: ['Vắng không phép', 'Không liên lạc được'],
  excused: ['Xin nghỉ ốm, đã báo trước', 'Nghỉ có phép: thi học kỳ ở trường', 'Xin nghỉ việc gia đình'],
};

function topics(plan: ClassPlan): string[] {
  const pool = plan.course === 'communication' ? COMMUNICATION_TOPICS : IELTS_TOPICS;
  return plan.sessionDates.map((_, i) => {
    if (i === 0) return 'Giới thiệu khóa học, kiểm tra đầu vào';
    if (i === plan.sessionDates.length - 1) return 'Kiểm tra cuối khóa và tổng kết';
    return pool[(i - 1) % pool.length]!;
  });
}

export async function seedClasses(
  bulk: BulkInserter,
  today: string,
  plans: ClassPlan[],
  people: People,
): Promise<SeededClasses> {
  const rng = createRng('timetable');
  const yesterday = addDays(today, -1);
  const created = at(addDays(today, -420), '09:30');
  const courseIds = await bulk.insertIds(
    courses,
    COURSES.map((c) => ({
      name: c.name,
      description: c.description,
      targetBand: c.targetBand,
      createdAt: created,
    })),
  );
  const courseIdOf = Object.fromEntries(COURSES.map((c, i) => [c.key, courseIds[i]!])) as Record<
    CourseKey,
    number
  >;

  const classIds = await bulk.insertIds(
    classes,
    plans.map((p) => {
      const createdAt = at(notAfter(addDays(p.startDate, -30), yesterday), '10:00');
      return {
        name: p.name,
        courseId: courseIdOf[p.course],
        numberOfSessions: p.numberOfSessions,
        classroomOnline: p.classroomOnline,
        classroomOffline: p.classroomOffline,
        startDate: p.startDate,
        endDate: p.expectedEndDate,
        expectedEndDate: p.expectedEndDate,
        studyTimeStart: p.studyTimeStart,
        studyTimeEnd: p.studyTimeEnd,
        classCode: p.classCode,
        weekdays: p.weekdays,
        description: `Lớp ${p.classCode}, ${p.numberOfSessions} buổi, ${p.studyTimeStart}–${p.studyTimeEnd}.`,
        createdBy: people.admin,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const seeded: SeededClass[] = plans.map((p, i) => ({
    ...p,
    id: classIds[i]!,
    courseId: courseIdOf[p.course],
    teacherId: people.teachers[p.teacher]!,
    examinerId: p.examiner ? people.examiner : null,
    roster: p.members.map((m) => ({ studentId: people.students[m.student]!, status: m.status })),
    lessons: [],
  }));

  await bulk.insert(
    classStaff,
    seeded.flatMap((c) => [
      { classId: c.id, userId: c.teacherId, kind: 'teacher' as const },
      ...(c.examinerId ? [{ classId: c.id, userId: c.examinerId, kind: 'specialize' as const }] : []),
    ]),
  );
  await bulk.insert(
    classStudents,
    seeded.flatMap((c) =>
      c.members.map((m) => {
        const joinedAt = at(m.joinedOn, '10:00');
        return {
          classId: c.id,
          studentId: people.students[m.student]!,
          status: m.status,
          joinedAt,
          updatedAt:
            m.status === 'active' || m.status === 'request'
              ? joinedAt
              : at(notAfter(addDays(m.joinedOn, 40), yesterday), '11:00'),
        };
      }),
    ),
  );
  await bulk.insert(daysOff, [
    ...academyDaysOff(today).map((d) => ({
      classId: null,
      date: d.date,
      reason: d.reason,
      createdBy: people.admin,
      createdAt: at(notAfter(addDays(d.date, -45), yesterday), '08:30'),
    })),
    ...seeded.flatMap((c) =>
      c.classDaysOff.map((d) => ({
        classId: c.id,
        date: d.date,
        reason: d.reason,
        createdBy: c.teacherId,
        createdAt: at(notAfter(addDays(d.date, -7), yesterday), '20:00'),
      })),
    ),
  ]);

  const lessonRows = seeded.flatMap((c) => {
    const titles = topics(c);
    const pastCount = c.sessionDates.filter((d) => d < today).length;
    const createdAt = at(notAfter(addDays(c.startDate, -30), yesterday), '10:05');
    return c.sessionDates.map((date, i) => {
      // One evening of the third class was called off: the third most recent past session.
      const canceled = c.index === 2 && i === pastCount - 3;
      const status = canceled ? 'canceled' : date < today ? 'done' : 'scheduled';
      const slidesReady = status === 'done' || i === pastCount;
      return {
        classId: c.id,
        sessionNumber: i + 1,
        studyDate: date,
        studyTimeStart: c.studyTimeStart,
        studyTimeEnd: c.studyTimeEnd,
        recordLink: status === 'done' ? `https://drive.google.com/file/d/${rng.token(33)}/view` : '',
        slideLink: slidesReady ? `https://docs.google.com/presentation/d/${rng.token(44)}/edit` : '',
        status,
        note: canceled
          ? 'Hủy buổi học do mất điện toàn khu vực; nội dung chuyển sang buổi kế tiếp.'
          : status === 'done'
            ? rng.pick(LESSON_NOTES)
            : '',
        description: titles[i]!,
        createdAt,
        updatedAt: status === 'scheduled' ? createdAt : at(date, c.studyTimeEnd.slice(0, 5)),
      } as const;
    });
  });
  const lessonIds = await bulk.insertIds(lessons, lessonRows);
  lessonRows.forEach((row, i) => {
    const owner = seeded.find((c) => c.id === row.classId)!;
    owner.lessons.push({ id: lessonIds[i]!, date: row.studyDate, status: row.status });
  });

  const attendanceRng = createRng('attendance');
  await bulk.insert(
    attendances,
    seeded.flatMap((c) =>
      c.lessons
        .filter((l) => l.status === 'done')
        .flatMap((l) =>
          c.roster
            .filter((m) => m.status === 'active')
            .map((m) => {
              const status = attendanceRng.weighted([
                ['present', 86],
                ['late', 7],
                ['absent', 4],
                ['excused', 3],
              ] as const);
              return {
                lessonId: l.id,
                studentId: m.studentId,
                status,
                note: attendanceRng.pick(ATTENDANCE_NOTES[status]),
                markedBy: c.teacherId,
                markedAt: at(l.date, c.studyTimeEnd.slice(0, 5)),
              };
            }),
        ),
    ),
  );

  return { courseIds: courseIdOf, classes: seeded };
}
