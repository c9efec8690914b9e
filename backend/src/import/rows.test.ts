import { describe, expect, it } from 'vitest';
import { questionsFromRows } from './rows.js';

const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });

describe('questionsFromRows', () => {
  it('joins parts to the question above, skips blank rows and reads ids whatever their case', () => {
    const parsed = questionsFromRows([
      row(2, {
        title: 'Headings',
        type: 'matching',
        item_1: 'Paragraph A',
        item_2: 'Paragraph B',
        option_A: 'Origins',
        option_B: 'Costs',
        correct: '1=a|2=b',
      }),
      row(3, {}),
      row(4, {
        item_1: 'Paragraph C',
        option_A: 'Origins',
        option_B: 'Costs',
        correct: '1->B',
        weight: '0,75',
      }),
      row(5, {
        title: 'Order',
        type: 'word_order',
        token_1: 'been',
        token_2: 'I',
        token_3: 'have',
        correct: '2|3|1',
        score: '2',
      }),
      row(6, { title: 'Map', type: 'picture_mark', region_lib: '10,20,15,10', correct: 'LIB' }),
    ]);
    expect(parsed).toMatchObject({ rows: 4, valid: 4, questionCount: 3, errors: [] });
    const [headings, order, map] = parsed.questions;
    expect(headings!.parts).toHaveLength(2);
    expect(headings!.parts[0]!.answer).toEqual({ pairs: { '1': 'A', '2': 'B' } });
    expect(headings!.parts[1]).toMatchObject({ answer: { pairs: { '1': 'B' } }, weight: 0.75, score: 1 });
    expect(order!.parts[0]).toMatchObject({ answer: { order: ['2', '3', '1'] }, score: 2 });
    expect(map!.parts[0]!.content).toMatchObject({
      regions: [{ id: 'lib', x: 10, y: 20, width: 15, height: 10 }],
    });
  });

  it('reports what a person can fix on its row and column, and keeps no question when any row is wrong', () => {
    const parsed = questionsFromRows([
      row(2, { prompt: 'a part with no question above' }),
      row(3, { title: 'Pairs', type: 'matching', item_1: 'x', option_A: 'y', option_B: 'z', correct: '1A' }),
      row(4, { title: 'Words', type: 'writing', prompt: 'Write.', min_words: 'many', topic_group: 'maths' }),
      row(5, { title: 'Map', type: 'picture_mark', region_a: '10,20', correct: 'a' }),
      row(6, { type: 'gap_fill', text: 'x {{1}}', answer_1: 'y' }),
      row(7, { title: 'No type' }),
    ]);
    expect(parsed.questions).toEqual([]);
    expect(parsed.valid).toBe(0);
    expect(parsed.errors).toEqual([
      { row: 2, column: 'title', key: 'import_part_without_question' },
      { row: 3, column: 'correct', key: 'import_pair_invalid' },
      { row: 4, column: 'topic_group', key: 'import_topic_group_invalid' },
      { row: 4, column: 'min_words', key: 'import_number_invalid' },
      { row: 5, column: 'region_a', key: 'import_region_invalid' },
      { row: 6, column: 'type', key: 'import_part_type_mismatch' },
      { row: 7, column: 'type', key: 'required' },
    ]);
  });

  it('reads a part’s own type from part_type, and an older file without that column as the question’s type', () => {
    const older = questionsFromRows([
      row(2, { title: 'Judgements', type: 'true_false', prompt: 'The sky is green.', correct: 'false' }),
      row(3, { prompt: 'Water is wet.', correct: 'TRUE' }),
    ]);
    expect(older.errors).toEqual([]);
    expect(older.questions[0]!.parts.map((p) => [p.questionType, p.answer])).toEqual([
      ['true_false', { correct: 'false' }],
      ['true_false', { correct: 'true' }],
    ]);

    const mixed = questionsFromRows([
      row(2, { title: 'Passage', type: 'true_false', part_type: 'null', text: 'Read the passage.' }),
      row(3, { prompt: 'The sky is green.', correct: 'false' }),
      row(4, { part_type: 'sentence_completion', text: 'The sky is {{1}}.', answer_1: 'blue|grey' }),
    ]);
    expect(mixed.errors).toEqual([]);
    expect(mixed.questions[0]!.questionType).toBe('true_false');
    expect(mixed.questions[0]!.parts).toEqual([
      { questionType: 'null', content: { text: 'Read the passage.' }, answer: {}, score: 0, weight: 1 },
      expect.objectContaining({ questionType: 'true_false', answer: { correct: 'false' }, score: 1 }),
      {
        questionType: 'sentence_completion',
        content: { prompt: '', text: 'The sky is {{1}}.' },
        answer: { blanks: [{ id: '1', accepted: ['blue', 'grey'] }] },
        score: 1,
        weight: 1,
      },
    ]);
  });

  it('refuses an unknown part type on its row and column, and checks a part’s cells against its own type', () => {
    const parsed = questionsFromRows([
      row(2, { title: 'Passage', type: 'true_false', part_type: 'crossword', prompt: 'x', correct: 'true' }),
      row(3, { part_type: 'sentence_completion', text: 'The sky is {{1}} and {{2}}.', answer_1: 'blue' }),
      row(4, { type: 'sentence_completion', text: 'The sky is {{1}}.', answer_1: 'blue' }),
    ]);
    expect(parsed.questions).toEqual([]);
    expect(parsed.errors).toEqual([
      { row: 2, column: 'part_type', key: 'import_part_type_invalid' },
      // Checked as the blanks part it is, not as the question's true/false judgement.
      { row: 3, column: 'answer_2', key: 'question_blank_without_answer' },
      { row: 4, column: 'type', key: 'import_part_type_mismatch' },
    ]);
  });
});
