import type { QuestionType } from '@lms/domain/questions';
import { describe, expect, it } from 'vitest';
import type { QuestionSpec } from '../seed/bank-types.js';
import { BANK, storedPart } from '../seed/content.js';
import { giftOf, questionRows, questionsSheet, type BankQuestion } from './layout.js';
import { readGift } from './gift.js';
import { questionsFromRows } from './rows.js';
import { readCsv, readWorkbook, writeCsv, writeWorkbook } from './sheets.js';

/** A demo question as the bank stores and exports it: each part checked for its own type, and carrying it. */
function bankQuestion(spec: QuestionSpec): BankQuestion {
  return {
    title: spec.title,
    questionType: spec.type,
    content: spec.content,
    description: spec.description ?? '',
    topicGroup: spec.topic,
    tagNames: spec.tags,
    parts: spec.parts.map((p) => {
      const { type, ...part } = storedPart(spec, p);
      return { ...part, questionType: type };
    }),
  };
}

const seed = (key: string) => bankQuestion(BANK.find((q) => q.key === key)!);
/** The IELTS passage: an intro (`null`), six `true_false` judgements, a `sentence_completion` blanks part. */
const mixed = seed('ielts-reading-p1');

const drafted = (q: BankQuestion) => ({
  title: q.title,
  questionType: q.questionType,
  content: q.content,
  description: q.description,
  topicGroup: q.topicGroup,
  tagNames: q.tagNames,
  parts: q.parts,
});

describe('lists whose own order differs from their columns’, through the sheets', () => {
  // The seed's word-order questions show each part's words scrambled (w3, w2, w1… then w4, w1, w2…), and
  // a matching question lists its options in the other order from the one before it.
  const scrambled = [seed('word-order'), seed('question-order'), seed('make-do')];
  const reversed: BankQuestion = {
    ...seed('make-do'),
    parts: seed('make-do').parts.map((p) => {
      const content = p.content as { options: { id: string }[] };
      return { ...p, content: { ...content, options: [...content.options].reverse() } };
    }),
  };

  it('CSV: each part reads back in its own order, told by an order_<kind> column', () => {
    const sheet = questionsSheet([...scrambled, reversed]);
    expect(sheet.header).toEqual(expect.arrayContaining(['order_token', 'order_option']));
    const parsed = questionsFromRows(readCsv(writeCsv(sheet).replace(/^\uFEFF/, '')).rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map(({ row: _row, ...q }) => q)).toEqual([...scrambled, reversed].map(drafted));
  });

  it('Excel: the same; a sheet whose lists all follow their columns gets no order column', async () => {
    const book = await writeWorkbook([questionsSheet([...scrambled, reversed])]);
    const parsed = questionsFromRows((await readWorkbook(book)).rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map(({ row: _row, ...q }) => q)).toEqual([...scrambled, reversed].map(drafted));
    expect(questionsSheet([seed('make-do')]).header.some((c) => c.startsWith('order_'))).toBe(false);
  });
});

describe('a question whose parts have their own types, through the sheets', () => {
  it('is the seed’s mixed section (intro, judgements, blanks) in a question of another type', () => {
    expect(mixed.questionType).toBe('true_false');
    expect(mixed.parts.map((p) => p.questionType)).toEqual([
      'null',
      ...Array<QuestionType>(6).fill('true_false'),
      'sentence_completion',
    ]);
  });

  it('writes part_type only where a part’s type differs from its question’s', () => {
    const rows = questionRows(mixed);
    expect(rows.map((r) => r.part_type)).toEqual([
      'null',
      ...Array<undefined>(6).fill(undefined),
      'sentence_completion',
    ]);
    expect(rows[0]).toMatchObject({
      title: mixed.title,
      type: 'true_false',
      text: (mixed.parts[0]!.content as { text: string }).text,
    });
    expect(rows[7]).toMatchObject({ answer_7: 'size', answer_13: 'quarter' });
    expect(questionsSheet([mixed]).header.slice(0, 5)).toEqual([
      'title',
      'type',
      'topic_group',
      'instructions',
      'description',
    ]);
    expect(questionsSheet([mixed]).header).toContain('part_type');
  });

  it('Excel: exports and imports back the same parts, each with its type, content and key', async () => {
    const book = await writeWorkbook([questionsSheet([mixed])]);
    const parsed = questionsFromRows((await readWorkbook(book)).rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map(({ row: _row, ...q }) => q)).toEqual([drafted(mixed)]);
  });

  it('CSV: the same beside a yes/no question, whose fixed options keep their order in the shared header', () => {
    // The header lists `option_true, option_false, option_not_given` before `option_yes, option_no`; the
    // fixed options' order is implied by the type, so no order column is needed.
    const all = [mixed, seed('museums-yn')];
    const parsed = questionsFromRows(readCsv(writeCsv(questionsSheet(all)).replace(/^\uFEFF/, '')).rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map(({ row: _row, ...q }) => q)).toEqual(all.map(drafted));
  });

  it('GIFT: a mixed question is named for Excel, not written as if its parts had one type', () => {
    const gift = giftOf([mixed]);
    expect(gift).toContain('// 1 question(s) not expressible in GIFT');
    expect(gift).toContain(`//   ${mixed.title}`);
    expect(readGift(gift)).toEqual([]);
  });

  it('GIFT: a one-part question is written in its part’s form and reads back with both types', () => {
    // A speaking question (no GIFT form) whose one part is a true/false judgement.
    const judged: BankQuestion = { ...mixed, questionType: 'speaking', parts: [mixed.parts[1]!] };
    const gift = giftOf([judged]);
    expect(gift).toContain('"type":"speaking"');
    expect(gift).toContain('"part_type":"true_false"');
    const parsed = questionsFromRows(readGift(gift));
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions[0]).toMatchObject({ questionType: 'speaking', parts: judged.parts });
  });
});
