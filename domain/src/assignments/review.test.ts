import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  attemptsAllowed,
  defaultMaxAttempts,
  defaultReviewOptions,
  hiddenReasons,
  reviewOptionsFor,
  reviewSettingsErrors,
  reviewVisibility,
  type ReviewContext,
} from './review.js';

const deadline = new Date('2026-09-10T10:00:00Z');
const before = new Date('2026-09-09T10:00:00Z');
const after = new Date('2026-09-11T10:00:00Z');
const ctx = (c: Partial<ReviewContext>): ReviewContext => ({
  now: before,
  deadline,
  status: 'fail',
  anotherAttemptPossible: false,
  ...c,
});

describe('attempts', () => {
  it('allows tests and IELTS one attempt, other work three, and one more per redo asked', () => {
    expect(defaultMaxAttempts('test')).toBe(1);
    expect(defaultMaxAttempts('IELT')).toBe(1);
    expect(defaultMaxAttempts('home_work')).toBe(3);
    expect(defaultMaxAttempts('presentation')).toBe(3);
    expect(attemptsAllowed(1, 0)).toBe(1);
    expect(attemptsAllowed(1, 2)).toBe(3);
  });
});

describe('review options', () => {
  it('defaults by kind: tests keys after the deadline, IELTS never, homework the score at once', () => {
    expect(defaultReviewOptions('test')).toEqual({
      answers: 'after_submit',
      score: 'after_return',
      keys: 'after_deadline',
      feedback: 'after_return',
    });
    expect(defaultReviewOptions('ielt').keys).toBe('never');
    expect(defaultReviewOptions('HOME_WORK')).toMatchObject({
      score: 'after_submit',
      keys: 'after_deadline',
    });
    expect(reviewOptionsFor('test', { keys: 'after_return' }).keys).toBe('after_return');
    expect(reviewOptionsFor('test', null)).toEqual(defaultReviewOptions('test'));
  });

  it('refuses unknown timings, attempts outside 1..10 and keys on an IELTS section', () => {
    expect(reviewSettingsErrors('test', { maxAttempts: 0, reviewOptions: { keys: 'soon' } })).toEqual({
      max_attempts: 'assignment_max_attempts',
      'review_options.keys': 'assignment_review_when',
    });
    expect(reviewSettingsErrors('test', { maxAttempts: 11 })).toEqual({
      max_attempts: 'assignment_max_attempts',
    });
    expect(reviewSettingsErrors('test', { maxAttempts: 1.5 })).toEqual({
      max_attempts: 'assignment_max_attempts',
    });
    expect(reviewSettingsErrors('ielt', { reviewOptions: { keys: 'after_deadline' } })).toEqual({
      'review_options.keys': 'assignment_review_ielts_keys',
    });
    expect(reviewSettingsErrors('home_work', { maxAttempts: 10, reviewOptions: { keys: 'never' } })).toEqual(
      {},
    );
  });

  it('shows keys after the deadline only, and never while another attempt is possible', () => {
    const test = defaultReviewOptions('test');
    expect(reviewVisibility(test, ctx({}))).toEqual({
      answers: true,
      score: true,
      keys: false,
      feedback: true,
    });
    expect(reviewVisibility(test, ctx({ now: after })).keys).toBe(true);
    expect(reviewVisibility(test, ctx({ now: after, anotherAttemptPossible: true })).keys).toBe(false);
    expect(reviewVisibility(test, ctx({ now: after, deadline: null })).keys).toBe(false);
    expect(reviewVisibility({ ...test, keys: 'after_return' }, ctx({})).keys).toBe(true);
    expect(
      reviewVisibility({ ...test, keys: 'after_submit' }, ctx({ anotherAttemptPossible: true })).keys,
    ).toBe(false);
  });

  it('shows nothing of an attempt not submitted, the score by its option and feedback only once returned', () => {
    const home = defaultReviewOptions('home_work');
    expect(reviewVisibility(home, ctx({ status: 'unfinished', now: after }))).toEqual({
      answers: false,
      score: false,
      keys: false,
      feedback: false,
    });
    expect(reviewVisibility(home, ctx({ status: 'waiting_score' }))).toEqual({
      answers: true,
      score: true,
      keys: false,
      feedback: false,
    });
    expect(
      reviewVisibility({ ...home, feedback: 'after_submit' }, ctx({ status: 'waiting_score' })).feedback,
    ).toBe(false);
    expect(reviewVisibility(defaultReviewOptions('test'), ctx({ status: 'waiting_score' })).score).toBe(
      false,
    );
    const never = { answers: 'never', score: 'never', keys: 'never', feedback: 'never' } as const;
    expect(Object.values(reviewVisibility(never, ctx({ now: after }))).some(Boolean)).toBe(false);
  });

  it('says why a thing is hidden', () => {
    const test = defaultReviewOptions('test');
    expect(hiddenReasons(test, ctx({}))).toEqual({ keys: 'after_deadline' });
    expect(hiddenReasons(test, ctx({ now: after, anotherAttemptPossible: true }))).toEqual({
      keys: 'another_attempt',
    });
  });

  it('has every message in both languages', () => {
    for (const m of Object.values(REVIEW_MESSAGES)) {
      expect(m.en.length).toBeGreaterThan(0);
      expect(m.vi.length).toBeGreaterThan(0);
    }
  });
});
