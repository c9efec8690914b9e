import {
  errorTags,
  exerciseQuestions,
  exerciseTags,
  exercises,
  questionParts,
  questionTags,
  questions,
  tags,
} from '../db/schema.js';
import { SCORING_MODES, partSchema, scoringModeOf, validatePart, type Part } from '@lms/domain/questions';
import { LANGUAGE_QUESTIONS } from './bank-language.js';
import { SKILL_QUESTIONS } from './bank-skills.js';
import type { PartSpec, QuestionSpec, QuestionType, TopicGroup } from './bank-types.js';
import type { BulkInserter } from './bulk.js';
import { addDays, at } from './calendar.js';
import type { CourseKey } from './class-plan.js';
import { seedMedia } from './media.js';
import type { People } from './people.js';

/** Tags, error tags, the question bank and the exercises built from it, in both stores. */

const COMMON_TAGS = [
  'IELTS Reading',
  'IELTS Listening',
  'IELTS Writing',
  'IELTS Speaking',
  'Grammar',
  'Vocabulary',
  'Pronunciation',
  'Homework',
  'Mock test',
];
/** Private tags, by the index of the teacher who owns them. */
const PRIVATE_TAGS: [number, string][] = [
  [0, 'Lớp IF tối 2-4-6'],
  [0, 'Ôn tập giữa khóa'],
  [2, 'Bài chữa tuần'],
];

/** Common error tags (parent > children), then one teacher's private ones. */
const ERROR_TAGS: { name: string; children: string[]; manager?: number }[] = [
  {
    name: 'Grammar',
    children: ['Subject-verb agreement', 'Verb tense', 'Articles', 'Prepositions', 'Sentence fragment'],
  },
  { name: 'Vocabulary', children: ['Collocation', 'Word form', 'Spelling', 'Informal register'] },
  { name: 'Pronunciation', children: ['Final sounds', 'Word stress', 'Intonation'] },
  { name: 'Coherence and Cohesion', children: ['Linking words', 'Paragraphing', 'Referencing'] },
  { name: 'Task Response', children: ['Off-topic', 'Underdeveloped ideas', 'No clear position'] },
  { name: 'Lỗi tiếng Việt ảnh hưởng', children: ['Thiếu -s số nhiều', 'Thiếu động từ to be'], manager: 2 },
  { name: 'Phát âm lớp tối', children: ['Nuốt âm cuối /s/', 'Nối âm'], manager: 0 },
];

interface ExerciseSpec {
  key: string;
  name: string;
  description: string;
  owner: number | null;
  visibility: 0 | 1;
  topic: TopicGroup;
  course: CourseKey | null;
  questions: string[];
  tags: string[];
}

// prettier-ignore
const EXERCISES: ExerciseSpec[] = [
  { key: 'grammar-review', name: 'Grammar review: tenses and agreement', description: 'Ôn tập thì và hòa hợp chủ ngữ – động từ.', owner: null, visibility: 1, topic: 'grammar', course: 'foundation', questions: ['tenses-gap', 'sva-choice', 'word-order', 'error-correction'], tags: ['Grammar', 'Homework'] },
  { key: 'reading-1', name: 'IELTS Reading Practice 1', description: 'True/False/Not Given, matching headings, summary completion. 20 phút.', owner: null, visibility: 1, topic: 'reading', course: 'ielts55', questions: ['bees-tfng', 'remote-headings', 'tea-summary'], tags: ['IELTS Reading'] },
  { key: 'reading-2', name: 'IELTS Reading Practice 2', description: 'Yes/No/Not Given, chọn hai đáp án và nối câu.', owner: null, visibility: 1, topic: 'reading', course: 'ielts65', questions: ['museums-yn', 'bilingual-mc', 'study-habits-endings'], tags: ['IELTS Reading'] },
  { key: 'listening-1', name: 'IELTS Listening Sections 1–2', description: 'Điền thông tin và chọn hai đáp án. Nghe một lần.', owner: null, visibility: 1, topic: 'listening', course: 'ielts55', questions: ['museum-call', 'orientation-mc'], tags: ['IELTS Listening'] },
  { key: 'ielts-reading-test', name: 'IELTS Academic Reading — Full test 1', description: 'Ba bài đọc, 40 câu, 60 phút: True/False/Not Given, nối tiêu đề, nối câu, tóm tắt, trắc nghiệm.', owner: null, visibility: 1, topic: 'reading', course: 'ielts65', questions: ['ielts-reading-instructions', 'ielts-reading-p1', 'ielts-reading-p2', 'ielts-reading-p3'], tags: ['IELTS Reading', 'Mock test'] },
  { key: 'ielts-listening-test', name: 'IELTS Listening — Full test 1', description: 'Bốn phần nghe, 40 câu: điền form, nối địa điểm, hoàn thành câu và ghi chú bài giảng.', owner: null, visibility: 1, topic: 'listening', course: 'ielts65', questions: ['ielts-listening-s1', 'ielts-listening-s2', 'ielts-listening-s3', 'ielts-listening-s4'], tags: ['IELTS Listening', 'Mock test'] },
  { key: 'writing-task2', name: 'IELTS Writing Task 2: Education', description: 'Discussion essay, chấm theo 4 tiêu chí IELTS.', owner: null, visibility: 1, topic: 'other', course: 'ielts65', questions: ['task2-university'], tags: ['IELTS Writing'] },
  { key: 'writing-full', name: 'IELTS Writing Test (Task 1 + Task 2)', description: '60 phút, Task 2 tính hệ số 2.', owner: null, visibility: 1, topic: 'other', course: 'ielts65', questions: ['task1-internet', 'task2-university'], tags: ['IELTS Writing', 'Mock test'] },
  { key: 'speaking-1-2', name: 'IELTS Speaking Part 1 & 2', description: 'Ghi âm câu trả lời; giáo viên chấm theo thang điểm nói.', owner: null, visibility: 1, topic: 'speaking', course: 'ielts55', questions: ['part1-hometown', 'cue-card-place'], tags: ['IELTS Speaking'] },
  { key: 'speaking-full', name: 'IELTS Speaking — Parts 1, 2 and 3', description: 'Đủ ba phần thi nói, khoảng 14 phút.', owner: null, visibility: 1, topic: 'speaking', course: 'ielts65', questions: ['part1-hometown', 'cue-card-place', 'part3-tourism'], tags: ['IELTS Speaking', 'Mock test'] },
  { key: 'midterm', name: 'Kiểm tra giữa khóa', description: 'Ngữ pháp, từ vựng, đọc hiểu (tự chấm) và một bài viết (giáo viên chấm).', owner: null, visibility: 1, topic: 'other', course: null, questions: ['tenses-gap', 'make-do', 'bees-tfng', 'task2-university'], tags: ['Mock test'] },
  { key: 'presentation', name: 'Group presentation: My dream job', description: 'Thuyết trình nhóm 5 phút, có slide và kịch bản.', owner: null, visibility: 1, topic: 'speaking', course: null, questions: ['dream-job'], tags: ['IELTS Speaking'] },
  { key: 'rephrasing', name: 'Key word transformation (draft)', description: 'Bản nháp, chưa công khai.', owner: null, visibility: 0, topic: 'grammar', course: 'ielts65', questions: ['rephrasing', 'sva-choice'], tags: ['Grammar'] },
  { key: 'visuals', name: 'Charts, pictures and maps', description: 'Hoàn thành biểu đồ, gọi tên đồ vật, đọc bản đồ và đánh dấu trên hình.', owner: null, visibility: 1, topic: 'vocab', course: 'foundation', questions: ['coffee-chart', 'kitchen-words', 'kitchen-electric', 'town-map'], tags: ['Vocabulary'] },
  { key: 'listening-skills', name: 'Listening skills: dictation and definitions', description: 'Nghe chép chính tả và nghe định nghĩa để viết từ.', owner: null, visibility: 1, topic: 'listening', course: 'foundation', questions: ['dictation-weather', 'definitions-environment'], tags: ['IELTS Listening'] },
  { key: 'translation', name: 'Translation practice', description: 'Dịch Việt – Anh và Anh – Việt.', owner: null, visibility: 1, topic: 'translation', course: 'communication', questions: ['translation-vi-en', 'translation-en-vi'], tags: ['Vocabulary'] },
  { key: 'pronunciation', name: 'Pronunciation: th sounds and connected speech', description: 'Nghe mẫu rồi đọc to; hệ thống chấm phát âm.', owner: null, visibility: 1, topic: 'pronunciation', course: 'communication', questions: ['th-sounds', 'elsa-cafe'], tags: ['Pronunciation'] },
  { key: 'general-writing', name: 'Letters and paragraphs', description: 'Viết thư thân mật và viết đoạn văn.', owner: null, visibility: 1, topic: 'other', course: 'communication', questions: ['letter-friend', 'paragraph-festival'], tags: ['IELTS Writing'] },
  { key: 'speaking-functions', name: 'Everyday speaking', description: 'Trả lời ngắn, nhập vai, ngữ pháp khi nói và nghe rồi nêu ý kiến.', owner: null, visibility: 1, topic: 'speaking', course: 'communication', questions: ['everyday-speaking', 'roleplay-hotel', 'past-holiday-grammar', 'listen-city-life'], tags: ['IELTS Speaking'] },
  { key: 'vocab-env', name: 'Environment vocabulary & phrasal verbs', description: 'Từ vựng chủ đề môi trường cho lớp tối 2-4-6.', owner: 0, visibility: 1, topic: 'vocab', course: 'foundation', questions: ['environment-gap', 'phrasal-verbs', 'make-do'], tags: ['Vocabulary', 'Lớp IF tối 2-4-6'] },
  { key: 'evening-review', name: 'Ôn tập lớp tối 2-4-6', description: 'Hướng dẫn, từ vựng lớp học, câu điều kiện, đọc ghi chú, dịch và viết đoạn văn.', owner: 0, visibility: 0, topic: 'other', course: 'foundation', questions: ['course-welcome', 'classroom-words', 'conditionals-halves', 'plastic-notes', 'translation-work', 'paragraph-routine', 'festival-presentation'], tags: ['Lớp IF tối 2-4-6', 'Ôn tập giữa khóa'] },
  { key: 'library', name: 'Listening: announcements', description: 'Bài nghe thông báo ngắn.', owner: 1, visibility: 0, topic: 'listening', course: 'ielts55', questions: ['library-tf', 'museum-call'], tags: ['IELTS Listening'] },
  { key: 'teacher2-mixed', name: 'Passives, tables and a formal letter', description: 'Bị động, bảng số liệu, sơ đồ thư viện, thư phàn nàn và nói.', owner: 1, visibility: 0, topic: 'other', course: 'ielts55', questions: ['passive-rephrasing', 'transport-table', 'library-plan', 'letter-complaint', 'weekend-speaking', 'listen-social-media'], tags: ['Homework'] },
  { key: 'online-essay', name: 'Online learning: grammar check + essay', description: 'Sửa lỗi câu rồi viết bài Task 2.', owner: 2, visibility: 0, topic: 'other', course: 'ielts55', questions: ['error-correction', 'task2-online'], tags: ['Bài chữa tuần'] },
  { key: 'ed-endings', name: 'Pronunciation: -ed endings', description: 'Phân biệt /t/, /d/, /ɪd/.', owner: 2, visibility: 0, topic: 'pronunciation', course: 'communication', questions: ['ed-endings'], tags: ['Pronunciation'] },
  { key: 'teacher3-reading', name: 'Chocolate, charts and the campus map', description: 'Tóm tắt, biểu đồ, bản đồ, mạo từ và nêu quan điểm.', owner: 2, visibility: 0, topic: 'reading', course: 'ielts55', questions: ['chocolate-summary', 'commuting-chart', 'campus-food', 'articles-correction', 'opinion-uniforms'], tags: ['Bài chữa tuần'] },
  { key: 'dictation', name: 'Dictation practice', description: 'Nghe chép chính tả 3 câu.', owner: 3, visibility: 0, topic: 'listening', course: 'ielts65', questions: ['dictation'], tags: ['Homework'] },
  { key: 'teacher4-practice', name: 'Questions, definitions and conditionals', description: 'Trật tự câu hỏi, nghe định nghĩa, dịch đoạn văn, câu điều kiện khi nói, luyện phát âm.', owner: 3, visibility: 0, topic: 'other', course: 'ielts65', questions: ['question-order', 'definitions-work', 'translation-paragraph', 'conditional-speaking', 'elsa-interview'], tags: ['Homework'] },
];

export interface SeededPart extends Omit<PartSpec, 'media'> {
  id: number;
  type: QuestionType;
  /** The key of the question in the bank (./bank-*.ts). */
  questionKey: string;
  score: number;
  weight: number;
}

export interface SeededExercise {
  id: number;
  key: string;
  name: string;
  scoringMode: 0 | 1 | 2;
  parts: SeededPart[];
}

export interface SeededContent {
  tagIds: Record<string, number>;
  errorTagIds: Record<string, number>;
  /** The teacher whose private error tag it is; absent for common tags. */
  errorTagOwner: Record<string, number>;
  exercises: Record<string, SeededExercise>;
  /** Question ids by their key in the bank (./bank-*.ts). */
  questionIds: Record<string, number>;
  /** Media ids by file name (./media). */
  mediaIds: Record<string, number>;
}

/** The whole demo bank, in the order it is written. */
export const BANK: readonly QuestionSpec[] = [...SKILL_QUESTIONS, ...LANGUAGE_QUESTIONS];

/** The registry's schema of each type's parts, built once (building one costs more than using it). */
const schemas = new Map<QuestionType, ReturnType<typeof partSchema>>();

/** A part of the bank as stored: its type, and content and key as the registry's schema returns them. */
export function storedPart(q: QuestionSpec, p: PartSpec) {
  const type = p.type ?? q.type;
  const input = { content: p.content, answer: p.answer, score: p.score ?? 1, weight: p.weight ?? 1 };
  if (!schemas.has(type)) schemas.set(type, partSchema(type));
  const parsed = schemas.get(type)!.safeParse(input);
  if (parsed.success) return { type, ...(parsed.data as Part) };
  const checked = validatePart(type, input);
  const issues = checked.ok ? [] : checked.issues.map((i) => `${i.field}: ${i.code}`);
  throw new Error(
    `Demo question ${q.key} has a ${type} part that does not fit the registry: ${issues.join(', ')}`,
  );
}

export async function seedContent(
  bulk: BulkInserter,
  today: string,
  people: People,
  courseIds: Record<CourseKey, number>,
  opts: { uploadDir?: string } = {},
): Promise<SeededContent> {
  const created = at(addDays(today, -300), '14:00');
  const ownerId = (owner: number | null) => (owner === null ? people.admin : people.teachers[owner]!);

  const mediaIds = await seedMedia(bulk, {
    ownerId: people.admin,
    createdAt: created,
    uploadDir: opts.uploadDir,
  });

  const tagRows = [
    ...COMMON_TAGS.map((name) => ({ name, ownerId: null, createdAt: created })),
    ...PRIVATE_TAGS.map(([t, name]) => ({ name, ownerId: people.teachers[t]!, createdAt: created })),
  ];
  const tagIdList = await bulk.insertIds(tags, tagRows);
  const tagIds = Object.fromEntries(tagRows.map((t, i) => [t.name, tagIdList[i]!]));

  const errorTagIds: Record<string, number> = {};
  const errorTagOwner: Record<string, number> = {};
  // A route of the app (the knowledge base), never an address of a made-up host: the pages open it in the app.
  const link = (name: string) => `/knowledge?search=${encodeURIComponent(name)}`;
  const managerOf = (e: (typeof ERROR_TAGS)[number]) =>
    e.manager === undefined ? people.admin : people.teachers[e.manager]!;
  const parentIds = await bulk.insertIds(
    errorTags,
    ERROR_TAGS.map((e) => ({
      name: e.name,
      link: link(e.name),
      managerId: managerOf(e),
      isCommon: e.manager === undefined,
      createdAt: created,
    })),
  );
  ERROR_TAGS.forEach((e, i) => (errorTagIds[e.name] = parentIds[i]!));
  const childRows = ERROR_TAGS.flatMap((e, i) =>
    e.children.map((name) => ({
      name,
      parentId: parentIds[i]!,
      link: link(name),
      managerId: managerOf(e),
      isCommon: e.manager === undefined,
      createdAt: created,
    })),
  );
  const childIds = await bulk.insertIds(errorTags, childRows);
  childRows.forEach((c, i) => (errorTagIds[c.name] = childIds[i]!));
  for (const e of ERROR_TAGS.filter((t) => t.manager !== undefined)) {
    for (const name of [e.name, ...e.children]) errorTagOwner[name] = managerOf(e);
  }

  const mediaOf = (file: string | undefined) => {
    if (file === undefined) return null;
    const id = mediaIds[file];
    if (id === undefined) throw new Error(`Demo media ${file} is not in ./media`);
    return id;
  };
  const questionIds = await bulk.insertIds(
    questions,
    BANK.map((q) => ({
      title: q.title,
      questionType: q.type,
      content: q.content,
      transcript: q.transcript ?? '',
      description: q.description ?? '',
      topicGroup: q.topic,
      store: q.owner === null ? ('common' as const) : ('private' as const),
      visibility: q.owner === null ? 1 : 0,
      ownerId: ownerId(q.owner),
      mediaId: mediaOf(q.media),
      createdAt: created,
      updatedAt: created,
    })),
  );
  const questionIdOf = new Map(BANK.map((q, i) => [q.key, questionIds[i]!]));

  const partRows = BANK.flatMap((q, i) =>
    q.parts.map((p, position) => {
      const stored = storedPart(q, p);
      return {
        spec: { ...stored, questionKey: q.key, ...(p.wrong ? { wrong: p.wrong } : {}) },
        row: {
          questionId: questionIds[i]!,
          position,
          questionType: stored.type,
          content: stored.content,
          answer: stored.answer,
          score: stored.score,
          weight: stored.weight,
          mediaId: mediaOf(p.media),
        },
      };
    }),
  );
  const partIds = await bulk.insertIds(
    questionParts,
    partRows.map((p) => p.row),
  );
  const partsOf = new Map<number, SeededPart[]>();
  partRows.forEach((p, i) => {
    const list = partsOf.get(p.row.questionId) ?? [];
    list.push({ ...p.spec, id: partIds[i]! });
    partsOf.set(p.row.questionId, list);
  });
  await bulk.insert(
    questionTags,
    BANK.flatMap((q, i) => q.tags.map((tag) => ({ questionId: questionIds[i]!, tagId: tagIds[tag]! }))),
  );

  const exerciseParts = EXERCISES.map((e) =>
    e.questions.flatMap((key) => {
      const id = questionIdOf.get(key);
      if (id === undefined) throw new Error(`Exercise ${e.key} names ${key}, which is not in the bank`);
      return partsOf.get(id) ?? [];
    }),
  );
  const scoringModes = exerciseParts.map((parts) => SCORING_MODES[scoringModeOf(parts.map((p) => p.type))]);
  const exerciseIds = await bulk.insertIds(
    exercises,
    EXERCISES.map((e, i) => ({
      name: e.name,
      courseId: e.course ? courseIds[e.course] : null,
      description: e.description,
      store: e.owner === null ? ('common' as const) : ('private' as const),
      visibility: e.visibility,
      scoringMode: scoringModes[i]!,
      topicGroup: e.topic,
      ownerId: ownerId(e.owner),
      createdAt: created,
      updatedAt: created,
    })),
  );
  await bulk.insert(
    exerciseQuestions,
    EXERCISES.flatMap((e, i) =>
      e.questions.map((key, position) => ({
        exerciseId: exerciseIds[i]!,
        questionId: questionIdOf.get(key)!,
        position,
      })),
    ),
  );
  await bulk.insert(
    exerciseTags,
    EXERCISES.flatMap((e, i) => e.tags.map((tag) => ({ exerciseId: exerciseIds[i]!, tagId: tagIds[tag]! }))),
  );

  const seededExercises = Object.fromEntries(
    EXERCISES.map((e, i) => [
      e.key,
      {
        id: exerciseIds[i]!,
        key: e.key,
        name: e.name,
        scoringMode: scoringModes[i]!,
        parts: exerciseParts[i]!,
      },
    ]),
  );
  return {
    tagIds,
    errorTagIds,
    errorTagOwner,
    exercises: seededExercises,
    questionIds: Object.fromEntries(questionIdOf),
    mediaIds,
  };
}
