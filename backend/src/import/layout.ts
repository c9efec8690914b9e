/**
 * Questions to sheets and GIFT (the export), and the downloadable templates: a header and one example row
 * per interaction, and a second sheet that explains every column in the caller's language.
 */
import {
  INTERACTIONS,
  interactionOf,
  isQuestionType,
  samplePart,
  typesOf,
  type Interaction,
  type Part,
  type PartInput,
  type QuestionType,
} from '@lms/domain/questions';
import type { Lang } from '../http/messages.js';
import {
  headerOf,
  INTERACTION_COLUMNS,
  orderHints,
  PART_TYPE_COLUMN,
  partCells,
  QUESTION_COLUMNS,
} from './columns.js';
import { fitsGift, writeGiftQuestion } from './gift.js';
import type { SheetOut } from './sheets.js';

/** A part and its own type (absent: the question's). */
export type BankPart = (Part | PartInput) & { questionType?: QuestionType };

export interface BankQuestion {
  title: string;
  questionType: QuestionType;
  content: string;
  description: string;
  topicGroup: string;
  tagNames: string[];
  parts: BankPart[];
}

/**
 * A question's rows: the first carries the question's columns, each further row one more part. A part of
 * another type than its question's names it in `part_type` (left empty otherwise, as older files have it).
 */
export function questionRows(q: BankQuestion): Record<string, string>[] {
  return q.parts.map((part, i) => {
    const type = part.questionType ?? q.questionType;
    const cells = partCells(type, part);
    if (type !== q.questionType) cells[PART_TYPE_COLUMN] = type;
    if (i > 0) return cells;
    const head: Record<string, string> = { title: q.title, type: q.questionType, topic_group: q.topicGroup };
    if (q.content) head.instructions = q.content;
    if (q.description) head.description = q.description;
    if (q.tagNames.length) head.tags = q.tagNames.join('|');
    return { ...head, ...cells };
  });
}

export function questionsSheet(
  questions: BankQuestion[],
  name = 'Questions',
  always: readonly string[] = ['title', 'type', 'topic_group'],
): SheetOut {
  const rows = questions.flatMap(questionRows);
  const header = headerOf(rows, always);
  return { name, header: orderHints(rows, header) ? headerOf(rows, always) : header, rows };
}

/** A bank in GIFT: the questions GIFT can carry; the others are named in a comment at the top. */
export function giftOf(questions: BankQuestion[]): string {
  const fit = questions.filter(fitsGift);
  const left = questions.filter((q) => !fitsGift(q));
  const header = [
    '// Exported from the LMS question bank. The `// lms` comments keep what GIFT cannot; Moodle ignores them.',
    ...(left.length
      ? [
          `// ${left.length} question(s) not expressible in GIFT (several parts, or ordering, picture, speaking items); export them to Excel:`,
          ...left.map((q) => `//   ${q.title.replace(/\s+/g, ' ')}`),
        ]
      : []),
  ];
  const body = fit.map((q) => {
    const part = q.parts[0]!;
    const c = part.content as Record<string, unknown>;
    const a = (part.answer ?? {}) as Record<string, unknown>;
    const meta: Record<string, string | number> = { type: q.questionType, topic_group: q.topicGroup };
    // The part's own type decides the GIFT form; the comment keeps both.
    if (part.questionType && part.questionType !== q.questionType) meta[PART_TYPE_COLUMN] = part.questionType;
    if (q.content) meta.instructions = q.content;
    if (q.description) meta.description = q.description;
    if (q.tagNames.length) meta.tags = q.tagNames.join('|');
    if (part.score !== undefined) meta.score = part.score;
    if (part.weight !== undefined) meta.weight = part.weight;
    if (typeof c.minWords === 'number') meta.min_words = c.minWords;
    if (typeof c.maxWords === 'number') meta.max_words = c.maxWords;
    if (typeof a.sample === 'string' && a.sample) meta.sample = a.sample;
    return writeGiftQuestion({ title: q.title, questionType: q.questionType, meta, parts: [part] });
  });
  return `${header.join('\n')}\n\n${body.join('\n\n')}\n`;
}

/** The interaction a template is asked for: an interaction, a question type, or a short name (`choice`). */
const ALIASES: Record<string, Interaction> = {
  choice: 'single_choice',
  single: 'single_choice',
  multiple: 'multiple_choice',
  text: 'text_entry',
  gap_fill: 'text_entry',
  writing: 'extended_writing',
  essay: 'extended_writing',
  speaking: 'spoken_answer',
  pronunciation: 'spoken_target',
  passage: 'none',
};

export function templateTypes(asked: string | undefined): QuestionType[] {
  if (!asked) return INTERACTIONS.map((i) => typesOf(i)[0]!);
  if (isQuestionType(asked)) return [asked];
  const interaction = (INTERACTIONS as readonly string[]).includes(asked)
    ? (asked as Interaction)
    : ALIASES[asked];
  return interaction ? [typesOf(interaction)[0]!] : [];
}

const HELP: Record<string, Record<Lang, string>> = {
  title: {
    en: 'The question’s title. A row without a title adds another part to the question above it.',
    vi: 'Tiêu đề câu hỏi. Dòng không có tiêu đề là thêm một phần cho câu hỏi ngay phía trên.',
  },
  type: {
    en: 'The question type, e.g. choice_one_answer, multiple_choice, true_false, gap_fill, matching, word_order, writing.',
    vi: 'Dạng câu hỏi, ví dụ choice_one_answer, multiple_choice, true_false, gap_fill, matching, word_order, writing.',
  },
  [PART_TYPE_COLUMN]: {
    en: 'The part’s own type when it differs from the question’s (a reading section mixes an introduction null, true_false statements and a sentence_completion part); empty: the question’s type. The part’s other columns follow this type.',
    vi: 'Dạng riêng của phần khi khác dạng câu hỏi (một phần đọc hiểu gồm đoạn giới thiệu null, các nhận định true_false và phần sentence_completion); để trống: cùng dạng với câu hỏi. Các cột khác của phần theo dạng này.',
  },
  topic_group: {
    en: 'grammar, vocab, speaking, reading, translation, listening, pronunciation or other (default other).',
    vi: 'grammar, vocab, speaking, reading, translation, listening, pronunciation hoặc other (mặc định other).',
  },
  instructions: {
    en: 'Instructions or a passage shown above all parts of the question.',
    vi: 'Hướng dẫn hoặc đoạn văn hiển thị phía trên mọi phần của câu hỏi.',
  },
  description: {
    en: 'A note for teachers; students do not see it.',
    vi: 'Ghi chú cho giáo viên; học viên không thấy.',
  },
  tags: {
    en: 'Names of existing tags, separated by |.',
    vi: 'Tên các thẻ đã có, cách nhau bởi |.',
  },
  prompt: {
    en: 'The question the student answers in this part.',
    vi: 'Câu hỏi học viên trả lời trong phần này.',
  },
  text: {
    en: 'Text entry: the text with blanks written {{1}}, {{2}}… (no blank: one answer box). Passage: its text.',
    vi: 'Điền từ: đoạn văn với chỗ trống viết {{1}}, {{2}}… (không có chỗ trống: một ô trả lời). Đoạn văn: nội dung.',
  },
  'option_*': {
    en: 'One column per option; the column name after option_ is its id (option_A, option_B…).',
    vi: 'Mỗi lựa chọn một cột; phần sau option_ là mã của lựa chọn (option_A, option_B…).',
  },
  'item_*': {
    en: 'Matching: one column per item to match (item_1, item_2…). A label on a picture: text @x,y in percent.',
    vi: 'Nối: mỗi mục cần nối một cột (item_1, item_2…). Nhãn trên ảnh: nội dung @x,y theo phần trăm.',
  },
  'token_*': {
    en: 'Ordering: one column per word or phrase, in the order students see them.',
    vi: 'Sắp xếp: mỗi từ hoặc cụm từ một cột, theo thứ tự học viên nhìn thấy.',
  },
  'region_*': {
    en: 'Picture marking: one column per region, x,y,width,height in percent of the picture.',
    vi: 'Đánh dấu trên ảnh: mỗi vùng một cột, x,y,rộng,cao theo phần trăm của ảnh.',
  },
  'order_*': {
    en: 'Only where a list’s order differs from its columns’: its ids in order (order_token: 3|1|2). Export writes it.',
    vi: 'Chỉ khi thứ tự của danh sách khác thứ tự các cột: các mã theo thứ tự (order_token: 3|1|2). Xuất tệp tự ghi cột này.',
  },
  correct: {
    en: 'The key: an option id (A); several separated by | (A|C); pairs item=option (1=B|2=A); the word ids in order (2|3|1).',
    vi: 'Đáp án: mã lựa chọn (A); nhiều đáp án cách nhau bởi | (A|C); các cặp mục=lựa chọn (1=B|2=A); mã các từ theo thứ tự đúng (2|3|1).',
  },
  'answer_*': {
    en: 'Text entry: the accepted answers of blank {{n}} in column answer_n, alternatives separated by |.',
    vi: 'Điền từ: các đáp án được chấp nhận của chỗ trống {{n}} ở cột answer_n, cách nhau bởi |.',
  },
  min_words: { en: 'Writing: the fewest words expected.', vi: 'Bài viết: số từ tối thiểu.' },
  max_words: { en: 'Writing: the most words allowed.', vi: 'Bài viết: số từ tối đa.' },
  cue_card: {
    en: 'Speaking: the points of the cue card, separated by |.',
    vi: 'Nói: các ý của thẻ gợi ý, cách nhau bởi |.',
  },
  prepare_seconds: { en: 'Speaking: seconds to prepare.', vi: 'Nói: số giây chuẩn bị.' },
  max_seconds: {
    en: 'Speaking: the longest recording, in seconds.',
    vi: 'Nói: thời lượng ghi âm tối đa (giây).',
  },
  target_text: { en: 'Pronunciation: the text to read aloud.', vi: 'Phát âm: câu cần đọc to.' },
  sample: {
    en: 'Writing and speaking: a model answer for markers.',
    vi: 'Viết và nói: bài mẫu cho người chấm.',
  },
  score: { en: 'The part’s score, more than 0 (default 1).', vi: 'Điểm của phần, lớn hơn 0 (mặc định 1).' },
  weight: {
    en: '0.25, 0.5, 0.75 or a whole number from 1 to 10 (default 1).',
    vi: '0,25; 0,5; 0,75 hoặc số nguyên từ 1 đến 10 (mặc định 1).',
  },
};

const EXAMPLE_TITLES: Record<Interaction, string> = {
  single_choice: 'Reading: the writer’s childhood',
  multiple_choice: 'Listening: reasons for moving',
  text_entry: 'Listening: museum notes',
  matching: 'Reading: paragraph headings',
  ordering: 'Grammar: word order',
  hotspot: 'Map: the library',
  extended_writing: 'Writing Task 2: free museums',
  spoken_answer: 'Speaking Part 2: a place to return to',
  spoken_target: 'Pronunciation: the weekend',
  none: 'Reading Passage 1',
};

/** The template's sheets: the example rows, then the columns explained (the list columns as `<kind>_*`). */
export function templateSheets(types: QuestionType[], lang: Lang): SheetOut[] {
  const examples = types.map((type) => ({
    title: EXAMPLE_TITLES[interactionOf(type)],
    questionType: type,
    content: '',
    description: '',
    topicGroup: 'other',
    tagNames: [],
    parts: [samplePart(type)],
  }));
  const sheet = questionsSheet(examples, lang === 'vi' ? 'Câu hỏi' : 'Questions', [
    ...QUESTION_COLUMNS.filter((c) => c !== 'description'),
    PART_TYPE_COLUMN,
    'score',
    'weight',
  ]);
  const used = new Set([
    ...QUESTION_COLUMNS,
    PART_TYPE_COLUMN,
    ...types.flatMap((t) => INTERACTION_COLUMNS[interactionOf(t)]),
    'score',
    'weight',
  ]);
  const help = Object.entries(HELP)
    .filter(([column]) => used.has(column))
    .map(([column, text]) => ({ column, meaning: text[lang] }));
  const [column, meaning] = lang === 'vi' ? ['cột', 'ý nghĩa'] : ['column', 'meaning'];
  return [
    sheet,
    {
      name: lang === 'vi' ? 'Giải thích cột' : 'Columns',
      header: [column, meaning],
      rows: help.map((h) => ({ [column]: h.column, [meaning]: h.meaning })),
      widths: [18, 110],
    },
  ];
}
