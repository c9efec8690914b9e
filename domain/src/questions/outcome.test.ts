import { describe, expect, it } from 'vitest';
import {
  INTERACTIONS,
  isAnswered,
  isBlankAttempt,
  keyedScore,
  returnedStatus,
  submitOutcome,
  type Interaction,
  type SubmittedPart,
} from './index.js';

describe('what counts as answered', () => {
  const given: Record<Interaction, unknown> = {
    single_choice: { choice: 'A' },
    multiple_choice: { choices: ['A'] },
    text_entry: { blanks: { '1': '', '2': 'library' } },
    matching: { pairs: { a: 'B' } },
    ordering: { order: ['w2', 'w1'] },
    hotspot: { points: [{ x: 1, y: 2 }] },
    extended_writing: { text: 'Museums should be free.' },
    spoken_answer: { mediaId: 'm1' },
    spoken_target: { mediaId: 'm2' },
    none: {},
  };
  const empty: Record<Interaction, unknown> = {
    single_choice: { choice: null },
    multiple_choice: { choices: [] },
    text_entry: { blanks: { '1': '  ', '2': '' } },
    matching: { pairs: {} },
    ordering: { order: [] },
    hotspot: { points: [] },
    extended_writing: { text: ' \n ' },
    spoken_answer: { mediaId: null },
    spoken_target: {},
    none: {},
  };

  it('is something given, per interaction; a passage never is', () => {
    for (const interaction of INTERACTIONS) {
      expect(isAnswered(interaction, given[interaction]), interaction).toBe(interaction !== 'none');
      expect(isAnswered(interaction, empty[interaction]), interaction).toBe(false);
      expect(isAnswered(interaction, undefined), interaction).toBe(false);
    }
  });

  it("takes the shared choice form for a single choice, and ignores another interaction's fields", () => {
    expect(isAnswered('single_choice', { choices: ['B'] })).toBe(true);
    expect(isAnswered('extended_writing', { choice: 'A' })).toBe(false);
    expect(isAnswered('text_entry', { blanks: ['x'] })).toBe(false);
  });
});

const part = (interaction: Interaction, earned: number | null, response: unknown, score = 1, weight = 1) =>
  ({ interaction, earned, response, score, weight }) satisfies SubmittedPart;

describe('the outcome of a submit', () => {
  const assignment = { minScore: 0, maxScore: 10 };

  it('fails a blank attempt with 0 at once, whatever the minimum, with nothing left to mark', () => {
    const blank = [part('single_choice', 0, undefined), part('extended_writing', null, { text: '' })];
    expect(isBlankAttempt(blank)).toBe(true);
    expect(submitOutcome(blank, assignment)).toEqual({
      status: 'fail',
      score: 0,
      keyed: { score: 0, max: 5, awaiting: 0 },
    });
    // A passage's part answers nothing either.
    expect(submitOutcome([part('none', 0, undefined, 0), part('text_entry', 0, {})], assignment).status).toBe(
      'fail',
    );
  });

  it('passes a wrong but answered attempt at a minimum of 0, and judges the total against the minimum', () => {
    const wrong = [part('single_choice', 0, { choice: 'B' })];
    expect(submitOutcome(wrong, assignment)).toMatchObject({ status: 'pass', score: 0 });
    const half = [part('single_choice', 1, { choice: 'A' }), part('single_choice', 0, { choice: 'B' })];
    expect(submitOutcome(half, { minScore: 6, maxScore: 10 })).toMatchObject({ status: 'fail', score: 5 });
    expect(submitOutcome(half, { minScore: 5, maxScore: 10 })).toMatchObject({ status: 'pass', score: 5 });
  });

  it('waits for a marker when a part needs one, with the keyed share on the assignment scale', () => {
    // 6 of 8 keyed points and an essay worth 2: 6/8 of a 10-point assignment's 10, 2 parts to mark.
    const parts = [
      part('text_entry', 4, { blanks: { '1': 'x' } }, 4),
      part('single_choice', 2, { choice: 'A' }, 4),
      part('extended_writing', null, { text: '' }, 1),
      part('spoken_target', null, { mediaId: 'm' }, 1),
      part('none', 0, undefined, 0),
    ];
    expect(submitOutcome(parts, assignment)).toEqual({
      status: 'waiting_score',
      score: null,
      keyed: { score: 6, max: 8, awaiting: 2 },
    });
    expect(keyedScore(parts, 100)).toEqual({ score: 60, max: 80, awaiting: 2 });
  });

  it('counts weights as the total does', () => {
    const parts = [part('single_choice', 1, { choice: 'A' }, 1, 3), part('extended_writing', null, {}, 1, 1)];
    expect(keyedScore(parts, 8)).toEqual({ score: 6, max: 6, awaiting: 1 });
  });
});

describe('the status of returned work', () => {
  it('passes at or above the minimum unless nothing was answered', () => {
    expect(returnedStatus(5, 5, false)).toBe('pass');
    expect(returnedStatus(4.99, 5, false)).toBe('fail');
    expect(returnedStatus(0, 0, false)).toBe('pass');
    expect(returnedStatus(0, 0, true)).toBe('fail');
    expect(returnedStatus(7, 0, true)).toBe('fail');
  });
});
