import { changeRecords, feedback, reports } from '../db/schema.js';
import type { BulkInserter } from './bulk.js';
import { addDays, at } from './calendar.js';
import type { SeededClass } from './classes.js';
import type { SeededContent } from './content.js';
import type { People } from './people.js';
import { createRng } from './random.js';
import type { SeededExam } from './results.js';

/** Students' feedback on classes, reports on exercises, and the audit trail of marking edits. */

/** What students write about a class, with their rating (1 to 5 stars); some write anonymously. */
const CLASS_FEEDBACK: readonly (readonly [string, number])[] = [
  ['Cô dạy rất nhiệt tình, chữa Writing chi tiết từng lỗi. Em tiến bộ rõ sau 1 tháng.', 5],
  ['Bài tập về nhà hơi nhiều so với lịch đi làm của em, mong thầy cô giãn hạn nộp.', 3],
  ['Phòng học hơi nóng vào buổi tối, mong trung tâm kiểm tra lại điều hòa.', 3],
  ['Link ghi hình buổi học rất hữu ích khi em phải nghỉ. Cảm ơn thầy!', 5],
  ['Phần Speaking được luyện nhiều, em tự tin hơn hẳn khi nói.', 5],
  ['Mong lớp có thêm đề thi thử Listening sát đề thật.', 4],
  ['Tốc độ giảng hơi nhanh ở phần ngữ pháp, em cần thêm bài luyện.', 4],
  ['Giáo viên hay đến muộn 10 phút và kết thúc sớm, em thấy chưa hợp lý.', 2],
  ['Lớp đông nên ít được sửa phát âm riêng, mong chia nhóm nhỏ hơn.', 3],
  ['The teacher explains Task 1 charts very clearly; the sample answers help a lot.', 5],
];

export async function seedCommunity(
  bulk: BulkInserter,
  today: string,
  people: People,
  classes: SeededClass[],
  content: SeededContent,
  exams: SeededExam[],
): Promise<void> {
  const rng = createRng('community');
  /** `days` after the exam was marked, but before today. */
  const afterMarking = (e: SeededExam, days: number) => {
    const marked = e.markedAt!.getTime();
    return new Date(
      Math.max(marked + 600_000, Math.min(marked + days * 86_400_000, at(today).getTime() - 3_600_000)),
    );
  };

  await bulk.insert(
    feedback,
    classes
      .filter((c) => c.phase !== 'upcoming')
      .flatMap((c) => {
        const done = c.lessons.filter((l) => l.status === 'done');
        if (done.length === 0) return [];
        const authors = rng.shuffle(c.roster.filter((m) => m.status === 'active')).slice(0, rng.int(2, 4));
        return authors.map((m) => {
          const [text, rating] = rng.pick(CLASS_FEEDBACK);
          const createdAt = at(rng.pick(done).date, '22:10');
          // About one in four is written anonymously: the teachers read it without the author.
          return {
            classId: c.id,
            authorId: m.studentId,
            content: text,
            rating,
            anonymous: rng.int(1, 4) === 1,
            createdAt,
            updatedAt: createdAt,
          };
        });
      }),
  );

  /** A report by a student who took the exercise, from the review of their attempt. */
  const reportOf = (
    key: string,
    report: { question?: string; kind: string; content: string; lang?: 'vi' | 'en' },
    daysAgo: number,
    resolution?: string,
  ) => {
    const taken = exams.filter((e) => e.assignment.exercise.key === key && e.status !== 'unfinished');
    const exam = taken.length ? rng.pick(taken) : null;
    const createdAt = at(addDays(today, -daysAgo), '20:45');
    return {
      exerciseId: content.exercises[key]!.id,
      questionId: report.question ? content.questionIds[report.question]! : null,
      attemptId: exam?.id ?? null,
      userId: exam?.studentId ?? rng.pick(people.students),
      kind: report.kind,
      content: report.content,
      lang: report.lang ?? 'vi',
      resolvedAt: resolution === undefined ? null : at(addDays(today, -daysAgo + 2), '09:15'),
      resolvedBy: resolution === undefined ? null : people.admin,
      resolutionNote: resolution ?? '',
      createdAt,
    };
  };
  await bulk.insert(reports, [
    reportOf(
      'reading-1',
      {
        question: 'bees-tfng',
        kind: 'wrong_key',
        content:
          'Câu 2 phần True/False/Not Given: đáp án NOT GIVEN có đúng không ạ? Em thấy đoạn văn có nói về mật ong.',
      },
      40,
      'Đáp án NOT GIVEN là đúng: đoạn văn nói về mật ong nhưng không so sánh như câu hỏi. Đã thêm giải thích vào phần chữa bài.',
    ),
    reportOf(
      'listening-1',
      {
        question: 'museum-call',
        kind: 'media',
        content: 'Phần nghe Section 1 bị rè ở khoảng giây 0:45, khó nghe tên riêng.',
      },
      12,
    ),
    reportOf(
      'midterm',
      {
        question: 'task2-university',
        kind: 'other',
        content: 'Bài viết không lưu được khi mất mạng, em phải gõ lại từ đầu.',
      },
      6,
      'Bản mới của trang làm bài giữ câu trả lời trên máy khi mất mạng và tự gửi lại khi có mạng.',
    ),
    reportOf(
      'speaking-1-2',
      { question: 'cue-card-place', kind: 'media', content: 'Không ghi âm được trên Safari của iPhone.' },
      3,
    ),
    reportOf(
      'reading-1',
      {
        question: 'tea-summary',
        kind: 'wrong_key',
        content:
          'In the summary about tea, my answer to one gap had the right word in the plural and was marked wrong. Could the plural be accepted too?',
        lang: 'en',
      },
      2,
    ),
  ]);

  const markedWriting = exams.filter(
    (e) => e.markedBy !== null && e.score !== null && e.answers.some((a) => a.part.type === 'writing'),
  );
  const regraded = rng.shuffle(markedWriting).slice(0, 4);
  const commented = markedWriting.filter((e) => !regraded.includes(e)).slice(0, 2);
  await bulk.insert(changeRecords, [
    ...regraded.map((e) => {
      const before = Math.max(0, e.score! - rng.int(2, 8));
      const statusBefore = before >= e.assignment.minScore ? 'pass' : 'fail';
      return {
        entityType: 'user_exam',
        entityId: e.id,
        action: 'edit' as const,
        actorId: e.markedBy,
        changes: {
          score: { from: before, to: e.score },
          ...(statusBefore !== e.status ? { status: { from: statusBefore, to: e.status } } : {}),
        },
        comment: 'Chấm lại phần Task Response sau khi học viên xin phúc khảo.',
        createdAt: afterMarking(e, 2),
      };
    }),
    ...commented.map((e) => {
      const answer = e.answers.find((a) => a.part.type === 'writing')!;
      return {
        entityType: 'user_answer',
        entityId: answer.id,
        action: 'comment' as const,
        actorId: e.markedBy,
        changes: { teacher_comment: { from: '', to: answer.teacherComment } },
        comment: answer.teacherComment,
        createdAt: e.markedAt!,
      };
    }),
    {
      entityType: 'exercise',
      entityId: content.exercises['midterm']!.id,
      action: 'add' as const,
      actorId: people.admin,
      changes: { questions: { added: ['Writing Task 2 — Should university be free?'] } },
      comment: 'Thêm bài viết vào đề kiểm tra giữa khóa.',
      createdAt: at(addDays(today, -290), '15:00'),
    },
    ...commented.slice(0, 1).map((e) => ({
      entityType: 'user_answer',
      entityId: e.answers.find((a) => a.part.type === 'writing')!.id,
      action: 'delete' as const,
      actorId: e.markedBy,
      changes: { error_tag: { from: 'Spelling', to: null } },
      comment: 'Gỡ nhãn lỗi gắn nhầm.',
      createdAt: afterMarking(e, 1),
    })),
  ]);
}
