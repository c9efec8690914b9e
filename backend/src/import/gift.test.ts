import { describe, expect, it } from 'vitest';
import { questionsFromRows } from './rows.js';
import { readAiken, readGift } from './gift.js';

const GIFT = `// A comment Moodle ignores
$CATEGORY: IELTS/Reading

::Capital::What is the capital of Vietnam? {=Hà Nội ~Huế ~Đà Nẵng}

::Planets::Which TWO are planets? {~%50%Mars ~%50%Venus ~%-100%Moon}

::Sky::The sky is blue. {T}

::Museum::The museum opens at {=9 am =nine am} on weekdays and the tour starts in the {=main hall}.

::Short::Who wrote Truyện Kiều? {=Nguyễn Du =Nguyen Du}

::Pairs::Match the words. {
  =cat -> mèo
  =dog -> chó
  = -> chim
}

::Essay::Write about your home town. {}

::Number::How many days in a week? {#7}

::Open::This one never closes {=yes
`;

describe('readGift', () => {
  it('reads the supported questions onto the bank’s interactions, with the line each starts on', () => {
    const rows = readGift(GIFT);
    expect(rows.map((r) => r.row)).toEqual([4, 6, 8, 10, 12, 14, 20, 22, 24]);
    expect(rows[0]!.cells).toMatchObject({
      title: 'Capital',
      type: 'choice_one_answer',
      prompt: 'What is the capital of Vietnam?',
      option_A: 'Hà Nội',
      option_B: 'Huế',
      correct: 'A',
    });
    expect(rows[1]!.cells).toMatchObject({ type: 'multiple_choice', correct: 'A|B', option_C: 'Moon' });
    expect(rows[2]!.cells).toMatchObject({ type: 'true_false', correct: 'true' });
    expect(rows[3]!.cells).toMatchObject({
      type: 'gap_fill',
      prompt: '',
      text: 'The museum opens at {{1}} on weekdays and the tour starts in the {{2}}.',
      answer_1: '9 am|nine am',
      answer_2: 'main hall',
    });
    expect(rows[4]!.cells).toMatchObject({
      prompt: 'Who wrote Truyện Kiều?',
      text: '',
      answer_1: 'Nguyễn Du|Nguyen Du',
    });
    expect(rows[5]!.cells).toMatchObject({
      type: 'matching',
      item_1: 'cat',
      item_2: 'dog',
      option_A: 'mèo',
      option_B: 'chó',
      option_C: 'chim',
      correct: '1=A|2=B',
    });
    expect(rows[6]!.cells).toMatchObject({ type: 'writing', prompt: 'Write about your home town.' });
    expect(rows[7]!.error).toEqual({ column: 'type', key: 'import_gift_unsupported' });
    expect(rows[8]!.error).toEqual({ column: 'correct', key: 'import_gift_unclosed' });
  });

  it('validates the rows with the domain’s schemas: every supported question passes, the others are row errors', () => {
    const parsed = questionsFromRows(readGift(GIFT));
    expect(parsed.rows).toBe(9);
    expect(parsed.valid).toBe(7);
    expect(parsed.errors).toEqual([
      { row: 22, column: 'type', key: 'import_gift_unsupported' },
      { row: 24, column: 'correct', key: 'import_gift_unclosed' },
    ]);
  });

  it('honours escaped special characters and the `// lms` comment that keeps the exact type and score', () => {
    const [row] = readGift(
      '// lms {"type":"yes_no","score":2,"weight":0.5,"topic_group":"reading"}\n::a\\:b::Is 1 \\= 1? {=yes ~no ~not given}\n',
    );
    expect(row!.cells).toMatchObject({
      title: 'a:b',
      type: 'yes_no',
      prompt: 'Is 1 = 1?',
      option_yes: 'yes',
      option_not_given: 'not given',
      correct: 'yes',
      score: '2',
      weight: '0.5',
      topic_group: 'reading',
    });
    expect(questionsFromRows([row!]).errors).toEqual([]);
  });

  it('ignores an `// lms` comment that is not flat text and numbers, however deep it nests', () => {
    const question = '::q::Is 1 \\= 1? {=yes ~no ~not given}\n';
    const plain = readGift(`// a comment\n${question}`);
    for (const meta of [
      `{"type":${'['.repeat(7000)}${']'.repeat(7000)}}`,
      '{"score":{"a":1}}',
      '{"x":[1]}',
    ]) {
      expect(readGift(`// lms ${meta}\n${question}`)).toEqual(plain);
    }
  });
});

describe('readAiken', () => {
  it('reads questions with their options and key, and reports a question without ANSWER', () => {
    const rows = readAiken(
      [
        'Which word is a noun?',
        'A. quickly',
        'B) happiness',
        'C. beautiful',
        'ANSWER: B',
        '',
        'Which is a verb?',
        'A. run',
        'B. red',
        '',
        'What is 2 + 2?',
        'A. 3',
        'B. 4',
        'ANSWER: E',
      ].join('\n'),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      row: 1,
      cells: {
        type: 'choice_one_answer',
        prompt: 'Which word is a noun?',
        option_B: 'happiness',
        correct: 'B',
      },
    });
    expect(rows[1]).toMatchObject({
      row: 7,
      error: { column: 'correct', key: 'import_aiken_answer_missing' },
    });
    const parsed = questionsFromRows(rows);
    expect(parsed.valid).toBe(1);
    expect(parsed.errors).toEqual([
      { row: 7, column: 'correct', key: 'import_aiken_answer_missing' },
      { row: 11, column: 'correct', key: 'question_key_missing_option' },
    ]);
  });
});
