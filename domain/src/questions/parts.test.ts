import { describe, expect, it } from 'vitest';
import type { PartInput } from './index.js';
import { blanksOf, questionMessage, samplePart, validatePart } from './index.js';

const issuesOf = (type: string, part: unknown) => {
  const result = validatePart(type, part);
  return result.ok ? [] : result.issues;
};
// The tests reach into a sample's content and key as a JSON body would be edited.
type Editable = {
  content: Record<string, any>;
  answer: Record<string, any>;
  score?: number;
  weight?: number;
};
const withPart = (type: Parameters<typeof samplePart>[0], change: (part: Editable) => void): PartInput => {
  const part = samplePart(type) as Editable;
  change(part);
  return part;
};

describe('a part that does not fit its type is refused with a message on the right field', () => {
  it('refuses an unknown type', () => {
    expect(issuesOf('essay', samplePart('writing'))).toEqual([
      { field: 'type', code: 'question_type_invalid' },
    ]);
  });

  it('refuses a blank without an answer and an answer without a blank', () => {
    const part = withPart('gap_fill', (p) => {
      p.content.text = 'Opens at {{1}}, closes at {{3}}.';
    });
    expect(issuesOf('gap_fill', part)).toEqual([
      { field: 'answer.blanks.1', code: 'question_answer_without_blank' },
      { field: 'answer.blanks.3', code: 'question_blank_without_answer' },
    ]);
  });

  it('treats a text without blanks as one answer box', () => {
    expect(blanksOf('Translate: Tôi là học sinh.')).toEqual(['1']);
    expect(blanksOf('{{a}} and {{b}} and {{a}}')).toEqual(['a', 'b']);
    const part = withPart('translation', (p) => {
      p.content.text = 'Tôi là học sinh.';
      p.answer.blanks = [{ id: '1', accepted: ['I am a student', "I'm a student"] }];
    });
    expect(issuesOf('translation', part)).toEqual([]);
  });

  it('refuses an accepted answer with characters answers may not hold', () => {
    const part = withPart('gap_fill', (p) => {
      p.answer.blanks[0].accepted = ['<script>'];
    });
    expect(issuesOf('gap_fill', part)).toEqual([
      { field: 'answer.blanks.0.accepted.0', code: 'question_answer_text_invalid' },
    ]);
  });

  it('refuses a key naming a missing option', () => {
    expect(
      issuesOf(
        'choice_one_answer',
        withPart('choice_one_answer', (p) => (p.answer.correct = 'Z')),
      ),
    ).toEqual([{ field: 'answer.correct', code: 'question_key_missing_option' }]);
    expect(
      issuesOf(
        'multiple_choice',
        withPart('multiple_choice', (p) => (p.answer.correct = ['A', 'Q'])),
      ),
    ).toEqual([{ field: 'answer.correct.1', code: 'question_key_missing_option' }]);
  });

  it('refuses a match to a missing option and an item left without a match', () => {
    const part = withPart('matching_heading', (p) => {
      p.answer.pairs = { p1: 'ix' };
    });
    expect(issuesOf('matching_heading', part)).toEqual([
      { field: 'answer.pairs.p2', code: 'question_item_without_match' },
      { field: 'answer.pairs.p1', code: 'question_key_missing_option' },
    ]);
  });

  it('refuses an order that is not every word once', () => {
    const part = withPart('word_order', (p) => {
      p.answer.order = ['w1', 'w1', 'w2', 'w3', 'w4'];
    });
    expect(issuesOf('word_order', part)).toEqual([
      { field: 'answer.order', code: 'question_order_not_permutation' },
    ]);
  });

  it('refuses fixed-option types with options of their own, and regions outside the picture', () => {
    const yesNo = withPart('yes_no', (p) => {
      p.content.options = [
        { id: 'yes', text: 'Yes' },
        { id: 'maybe', text: 'Maybe' },
      ];
      p.answer.correct = 'yes';
    });
    expect(issuesOf('yes_no', yesNo)).toEqual([{ field: 'content.options', code: 'question_options_fixed' }]);
    const mark = withPart('picture_mark', (p) => {
      p.content.regions[0].x = 95;
    });
    expect(issuesOf('picture_mark', mark)).toEqual([
      { field: 'content.regions.0', code: 'question_region_outside' },
    ]);
  });

  it('refuses weights off the list, scores of 0 or over 100, and missing fields', () => {
    expect(
      issuesOf(
        'gap_fill',
        withPart('gap_fill', (p) => (p.weight = 0.3)),
      ),
    ).toEqual([{ field: 'weight', code: 'question_weight_invalid' }]);
    expect(
      issuesOf(
        'gap_fill',
        withPart('gap_fill', (p) => (p.score = 0)),
      ),
    ).toEqual([{ field: 'score', code: 'question_score_positive' }]);
    expect(
      issuesOf(
        'gap_fill',
        withPart('gap_fill', (p) => (p.score = 101)),
      ),
    ).toEqual([{ field: 'score', code: 'question_score_max' }]);
    expect(issuesOf('writing', { score: 5 })).toEqual([{ field: 'content', code: 'question_required' }]);
    expect(issuesOf('writing', { content: { prompt: '   ' }, score: 5 })).toEqual([
      { field: 'content.prompt', code: 'question_required' },
    ]);
    expect(issuesOf('null', { content: { text: 'Read the passage.' } })).toEqual([]);
  });

  it('has a message in both languages for every code it returns', () => {
    expect(questionMessage('question_blank_without_answer', 'en')).toBe('This blank has no accepted answer');
    expect(questionMessage('question_blank_without_answer', 'vi')).toBe('Chỗ trống này chưa có đáp án');
    expect(questionMessage('nope', 'en')).toBeUndefined();
  });
});
