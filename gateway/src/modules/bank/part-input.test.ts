import { validatePart } from '@lms/domain/questions';
import { describe, expect, it } from 'vitest';
import type { QuestionPartInput } from '../../generated/resolvers.js';
import { partFieldErrors, questionInputField, toRestPart } from './part-input.js';

const options = (...keys: string[]) => keys.map((key) => ({ key, text: `Option ${key}` }));

/** One input per interaction, as an editor sends it, with a type of that interaction. */
const INPUTS: [string, QuestionPartInput][] = [
  ['choice_one_answer', { choice: { prompt: 'Where?', options: options('A', 'B', 'C'), correct: ['B'] } }],
  ['yes_no', { choice: { options: [...options('yes', 'no', 'not_given')], correct: ['not_given'] } }],
  ['multiple_choice', { weight: 2, choice: { options: options('A', 'B', 'C', 'D'), correct: ['A', 'C'] } }],
  [
    'gap_fill',
    {
      textEntry: {
        text: 'The museum opens at {{1}} in the {{2}}.',
        blanks: [
          { key: '1', accepted: ['9 am', 'nine'] },
          { key: '2', accepted: ['main hall'] },
        ],
      },
    },
  ],
  [
    'plan_map_diagram_labelling',
    {
      matching: {
        items: [
          { key: 'l1', text: '1', x: 20, y: 30 },
          { key: 'l2', text: '2', x: null, y: null },
        ],
        options: options('A', 'B', 'C'),
        pairs: [
          { item: 'l1', option: 'C' },
          { item: 'l2', option: 'A' },
        ],
      },
    },
  ],
  ['word_order', { ordering: { tokens: options('w1', 'w2', 'w3'), order: ['w2', 'w1', 'w3'] } }],
  [
    'picture_mark',
    {
      hotspot: {
        regions: [{ key: 'r1', x: 10, y: 10, width: 20, height: 20 }],
        correct: ['r1'],
      },
    },
  ],
  ['writing', { score: 9, writing: { prompt: 'Describe the chart.', minWords: 150, sample: 'The chart…' } }],
  ['speaking_ielt', { spokenAnswer: { prompt: 'Describe a trip.', cueCard: ['where', 'when'] } }],
  ['pronunciation', { spokenTarget: { targetText: 'Thirty-three thousand' } }],
  ['null', { passage: { text: 'Read the passage below.' } }],
];

describe('QuestionPartInput to the REST part', () => {
  it.each(INPUTS)('makes a %s part the domain schema accepts', (type, input) => {
    const part = toRestPart(type, input);
    const result = validatePart(type, part);
    expect(result).toMatchObject({ ok: true });
  });

  it('keys a single choice with one id, a matching with a record, blanks under answer.blanks', () => {
    expect(toRestPart(...INPUTS[0]!).answer).toEqual({ correct: 'B' });
    expect(toRestPart(...INPUTS[4]!)).toMatchObject({
      content: {
        items: [
          { id: 'l1', text: '1', x: 20, y: 30 },
          { id: 'l2', text: '2' },
        ],
      },
      answer: { pairs: { l1: 'C', l2: 'A' } },
    });
    expect(toRestPart(...INPUTS[3]!).answer).toEqual({
      blanks: [
        { id: '1', accepted: ['9 am', 'nine'] },
        { id: '2', accepted: ['main hall'] },
      ],
    });
  });

  it('scores a part its weight unless told, and a passage nothing', () => {
    expect(toRestPart(...INPUTS[2]!)).toMatchObject({ score: 2, weight: 2 });
    expect(toRestPart(...INPUTS[0]!)).toMatchObject({ score: 1 });
    expect(toRestPart(...INPUTS[7]!)).toMatchObject({ score: 9 });
    expect(toRestPart(...INPUTS[10]!)).not.toHaveProperty('score');
  });
});

describe('the one interaction field of a part', () => {
  it('refuses a part with another interaction’s field, none, or two, on parts.<i>, in the caller’s language', () => {
    const parts: QuestionPartInput[] = [
      INPUTS[3]![1],
      { choice: { options: options('A', 'B'), correct: ['A'] } },
      {},
      { ...INPUTS[3]![1], passage: { text: 'x' } },
    ];
    const en = partFieldErrors('gap_fill', parts, 'en');
    expect(en.map((e) => e.field)).toEqual(['parts.1', 'parts.2', 'parts.3']);
    expect(en[0]!.messages[0]).toContain('textEntry');
    expect(partFieldErrors('gap_fill', parts, 'vi')[0]!.messages[0]).toMatch(/^Hãy nhập phần này/);
    expect(partFieldErrors('gap_fill', [INPUTS[3]![1]], 'en')).toEqual([]);
  });
});

describe('REST field paths as input paths', () => {
  const parts = INPUTS.map(([, input]) => input);
  it.each([
    ['title', 'title'],
    ['question_type', 'type'],
    ['content', 'instructions'],
    ['tag_ids', 'tagIds'],
    ['parts', 'parts'],
    ['parts.0.score', 'parts.0.score'],
  ])('%s -> %s', (rest, input) => expect(questionInputField(rest, parts, 'gap_fill')).toBe(input));

  it('puts content and key paths under the interaction’s field', () => {
    expect(questionInputField('parts.0.answer.correct', parts, 'choice_one_answer')).toBe(
      'parts.0.choice.correct',
    );
    expect(questionInputField('parts.2.content.options.1.text', parts, 'multiple_choice')).toBe(
      'parts.2.choice.options.1.text',
    );
    expect(questionInputField('parts.2.content.options.1.id', parts, 'multiple_choice')).toBe(
      'parts.2.choice.options.1.key',
    );
    expect(questionInputField('parts.6.content.regions.0.id', parts, 'picture_mark')).toBe(
      'parts.6.hotspot.regions.0.key',
    );
    expect(questionInputField('parts.5.answer.order', parts, 'word_order')).toBe('parts.5.ordering.order');
    expect(questionInputField('parts.7.answer.sample', parts, 'writing')).toBe('parts.7.writing.sample');
    expect(questionInputField('parts.9.content.targetText', parts, 'pronunciation')).toBe(
      'parts.9.spokenTarget.targetText',
    );
  });

  it('finds a matching pair by its item, and an unkeyed item among the items', () => {
    const matching: QuestionPartInput[] = [
      {
        matching: {
          items: [
            { key: 'p1', text: 'A' },
            { key: 'p2', text: 'B' },
          ],
          options: options('i', 'ii'),
          pairs: [{ item: 'p2', option: 'x' }],
        },
      },
    ];
    expect(questionInputField('parts.0.answer.pairs.p2', matching, 'matching')).toBe(
      'parts.0.matching.pairs.0',
    );
    expect(questionInputField('parts.0.answer.pairs.p1', matching, 'matching')).toBe(
      'parts.0.matching.items.0',
    );
  });

  it('tells a key entry naming no blank (by index) from a blank with no entry (by blank id)', () => {
    const entry: QuestionPartInput[] = [
      { textEntry: { text: 'Open at {{1}} and {{2}}', blanks: [{ key: 'x', accepted: ['nine'] }] } },
    ];
    expect(questionInputField('parts.0.answer.blanks.0', entry, 'gap_fill')).toBe(
      'parts.0.textEntry.blanks.0',
    );
    expect(questionInputField('parts.0.answer.blanks.2', entry, 'gap_fill')).toBe('parts.0.textEntry.blanks');
    expect(questionInputField('parts.0.answer.blanks.0.accepted.1', entry, 'gap_fill')).toBe(
      'parts.0.textEntry.blanks.0.accepted.1',
    );
  });
});
