/** What the issue 15 operations work on: the seeded class and exercise, and what earlier runs made. */
export interface CommunityIds {
  classId: string;
  exerciseId: string;
  questionId: string;
  feedbackId: string;
  reportId: string;
  articleId: string;
}

export interface CommunityRun {
  as: 'student' | 'teacher' | 'admin';
  variables?: (ids: CommunityIds) => Record<string, unknown>;
  /** Keeps an id of what the run made, for the runs after it. */
  keep?: (data: Record<string, any>, ids: CommunityIds) => void;
  /** REST calls at most. */
  budget: number;
}

/**
 * The REST-call budget of every operation of issue 15's pages (reports, feedback, the knowledge base, the
 * first sign-in's setup), run in this order as their pages run them, against the real backend
 * (integration/test/community.integration.test.ts): a student writes feedback and reports a question, the
 * teacher reads the class's feedback tab, an administrator resolves the report and writes an article.
 */
export const COMMUNITY_BUDGETS: [string, CommunityRun][] = [
  ['SetupQuery', { as: 'student', budget: 1 }],
  // The viewer, the student's classes with their memberships, and their own feedback.
  ['FeedbackFormQuery', { as: 'student', budget: 3 }],
  [
    'FeedbackCreateMutation',
    {
      as: 'student',
      variables: (ids) => ({
        input: { classId: ids.classId, rating: 4, content: 'Lớp học rất bổ ích.', anonymous: true },
      }),
      keep: (data, ids) => (ids.feedbackId = String(data.createFeedback.feedback.id)),
      budget: 1,
    },
  ],
  [
    'FeedbackUpdateMutation',
    {
      as: 'student',
      variables: (ids) => ({
        input: {
          id: ids.feedbackId,
          rating: 5,
          content: 'Lớp học rất bổ ích, cô chữa bài kỹ.',
          anonymous: true,
        },
      }),
      budget: 1,
    },
  ],
  ['FeedbackStudentQuery', { as: 'student', budget: 1 }],
  [
    'ReportProblemMutation',
    {
      as: 'student',
      variables: (ids) => ({
        input: {
          exerciseId: ids.exerciseId,
          questionId: ids.questionId,
          kind: 'WRONG_KEY',
          content: 'Đáp án câu 1 có vẻ sai.',
        },
      }),
      keep: (data, ids) => (ids.reportId = String(data.reportProblem.report.id)),
      budget: 1,
    },
  ],
  // The class, its figures and a page of its feedback.
  ['ClassFeedbackTabQuery', { as: 'teacher', variables: (ids) => ({ id: ids.classId }), budget: 3 }],
  ['FeedbackStaffQuery', { as: 'teacher', variables: () => ({ page: 1, pageSize: 15 }), budget: 2 }],
  [
    'ReportListQuery',
    {
      as: 'admin',
      variables: () => ({ filter: { status: 'OPEN', search: 'exam exercise' }, page: 1, pageSize: 15 }),
      budget: 1,
    },
  ],
  [
    'ReportResolveMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { id: ids.reportId, note: 'Đã sửa đáp án câu 1.' } }),
      budget: 1,
    },
  ],
  [
    'ArticleCreateMutation',
    {
      as: 'admin',
      variables: () => ({
        input: {
          title: 'Nghe số và ngày tháng',
          summary: 'Những cặp số dễ nhầm.',
          body: '## Fifteen hay fifty?\n\nNghe trọng âm.',
          topic: 'LISTENING',
          language: 'VI',
        },
      }),
      keep: (data, ids) => (ids.articleId = String(data.createArticle.article.id)),
      budget: 1,
    },
  ],
  ['ArticleQuery', { as: 'student', variables: (ids) => ({ id: ids.articleId }), budget: 1 }],
  ['ArticleEditQuery', { as: 'admin', variables: (ids) => ({ id: ids.articleId }), budget: 1 }],
  [
    'ArticleUpdateMutation',
    { as: 'admin', variables: (ids) => ({ input: { id: ids.articleId, published: false } }), budget: 1 },
  ],
  [
    'KnowledgeListQuery',
    {
      as: 'admin',
      variables: () => ({ filter: { search: 'so ngay thang', language: 'VI' }, page: 1, pageSize: 12 }),
      budget: 1,
    },
  ],
  [
    'ArticleDeleteMutation',
    { as: 'admin', variables: (ids) => ({ input: { id: ids.articleId } }), budget: 1 },
  ],
  // Statistics: the filters' classes and courses, then every figure in one REST call (the IELTS figures too,
  // for administrators; the teacher's page does not ask for them).
  ['StatisticsFilterOptionsQuery', { as: 'admin', budget: 2 }],
  [
    'StatisticsPageQuery',
    {
      as: 'admin',
      variables: (ids) => ({
        filter: { from: '2026-01-01', to: '2026-12-31', classId: ids.classId },
        ielts: true,
      }),
      budget: 1,
    },
  ],
  ['StatisticsPageQuery', { as: 'teacher', variables: () => ({ filter: {}, ielts: false }), budget: 1 }],
];
