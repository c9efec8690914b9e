import { validatePart } from '@lms/domain/questions';
import type { QuestionType } from '@lms/domain/questions';
import { describe, expect, it } from 'vitest';
import { formPathOf, fromSavedPart, newPart, partOf, toPartInput } from './partForm';

const checked = (type: QuestionType, part: ReturnType<typeof newPart>) => {
  const result = validatePart(type, partOf(part));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.part;
};

describe('the question form’s parts', () => {
  it('starts a yes/no part with its fixed options and a key the schema accepts', () => {
    const part = newPart('yes_no');
    expect(part.content.options).toEqual([
      { id: 'yes', text: 'yes' },
      { id: 'no', text: 'no' },
      { id: 'not_given', text: 'not given' },
    ]);
    expect(toPartInput('yes_no', checked('yes_no', part))).toMatchObject({
      type: 'YES_NO',
      choice: { correct: ['yes'] },
    });
  });

  it('sends a matching key as one pair per item, in the items’ order, and keeps labels’ places', () => {
    const part = newPart('plan_map_diagram_labelling');
    part.content = {
      prompt: 'Label the plan.',
      items: [
        { id: 'q2', text: '2', x: 40, y: 55.5 },
        { id: 'q1', text: '1' },
      ],
      options: [
        { id: 'A', text: 'reception' },
        { id: 'B', text: 'library' },
      ],
    };
    part.answer = { pairs: { q1: 'B', q2: 'A' } };
    expect(toPartInput('plan_map_diagram_labelling', checked('plan_map_diagram_labelling', part))).toEqual({
      type: 'PLAN_MAP_DIAGRAM_LABELLING',
      score: 2,
      weight: 1,
      matching: {
        prompt: 'Label the plan.',
        items: [
          { key: 'q2', text: '2', x: 40, y: 55.5 },
          { key: 'q1', text: '1' },
        ],
        options: [
          { key: 'A', text: 'reception' },
          { key: 'B', text: 'library' },
        ],
        pairs: [
          { item: 'q2', option: 'A' },
          { item: 'q1', option: 'B' },
        ],
      },
    });
  });

  it('treats an emptied number field as absent, so an open word limit passes', () => {
    const part = newPart('writing');
    part.content = { ...part.content, maxWords: null };
    expect(validatePart('writing', partOf(part)).ok).toBe(true);
  });

  it('reads a saved part back into the form’s shape (the inverse of the input)', () => {
    const cases: [QuestionType, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>][] =
      [
        [
          'choice_one_answer',
          { __typename: 'ChoiceContent', prompt: 'P', options: [{ key: 'A', text: 'a' }] },
          { __typename: 'ChoiceKey', correct: ['A'] },
          { correct: 'A' },
        ],
        [
          'matching',
          {
            __typename: 'MatchingContent',
            prompt: '',
            items: [{ key: 'q1', text: 'x', x: null, y: null }],
            options: [],
          },
          { __typename: 'MatchingKey', pairs: [{ item: 'q1', option: 'A' }] },
          { pairs: { q1: 'A' } },
        ],
        [
          'sentence_completion',
          { __typename: 'TextEntryContent', prompt: '', text: '{{1}}', blanks: ['1'] },
          { __typename: 'TextEntryKey', blanks: [{ key: '1', accepted: ['go'] }] },
          { blanks: [{ id: '1', accepted: ['go'] }] },
        ],
        [
          'pronunciation',
          { __typename: 'SpokenTargetContent', prompt: '', targetText: 'Hi', maxSeconds: 30 },
          {},
          {},
        ],
      ];
    for (const [type, content, key, answer] of cases) {
      const part = fromSavedPart(type, { score: 1, weight: 0.5, content, key });
      expect(part.type).toBe(type);
      expect(part.answer).toEqual(answer);
      expect(part.content).not.toHaveProperty('__typename');
      expect(part.content).not.toHaveProperty('blanks');
      expect(part.weight).toBe(0.5);
    }
    expect(
      fromSavedPart('matching', {
        score: 1,
        weight: 1,
        content: { items: [{ key: 'q1', text: 'x', x: null, y: null }] },
        key: null,
      }).content.items,
    ).toEqual([{ id: 'q1', text: 'x' }]);
  });

  it('puts a server field error under the form field that holds it', () => {
    expect(formPathOf('parts.2.choice.correct')).toBe('parts.2.answer.correct');
    expect(formPathOf('parts.2.choice.options.1.text')).toBe('parts.2.content.options.1.text');
    expect(formPathOf('parts.2.choice.options.1.key')).toBe('parts.2.content.options.1.id');
    expect(formPathOf('parts.4.hotspot.regions.0.key')).toBe('parts.4.content.regions.0.id');
    expect(formPathOf('parts.0.textEntry.blanks.1.accepted')).toBe('parts.0.answer.blanks');
    expect(formPathOf('parts.0.textEntry.text')).toBe('parts.0.content.text');
    expect(formPathOf('parts.1.matching.pairs.0.option')).toBe('parts.1.answer.pairs');
    expect(formPathOf('parts.1.writing.sample')).toBe('parts.1.answer.sample');
    expect(formPathOf('parts.1.writing.maxWords')).toBe('parts.1.content.maxWords');
    expect(formPathOf('parts.3.weight')).toBe('parts.3.weight');
    expect(formPathOf('parts.3')).toBe('parts.3');
    expect(formPathOf('parts.3.answer.blanks.1')).toBe('parts.3.answer.blanks.1');
    expect(formPathOf('mediaId')).toBe('media');
    expect(formPathOf('title')).toBe('title');
  });
});
