import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, assignmentErrors, examModeByDefault } from './rules.js';

const today = '2026-09-07';

describe('assignmentErrors', () => {
  it('accepts a deadline later today in the academy time zone', () => {
    // 16:59 UTC is 23:59 in Hanoi, still the 7th.
    expect(assignmentErrors({ deadline: '2026-09-07T16:59:00Z' }, today)).toEqual({});
  });

  it('refuses a deadline before today, read in the academy time zone', () => {
    // 16:59 UTC on the 6th is 23:59 on the 6th in Hanoi.
    expect(assignmentErrors({ deadline: '2026-09-06T16:59:00Z' }, today)).toEqual({
      deadline: 'assignment_deadline_past',
    });
    expect(assignmentErrors({ deadline: '2026-09-06T16:59:00Z' }, today, { checkDeadline: false })).toEqual(
      {},
    );
  });

  it('refuses a start on or after the deadline', () => {
    expect(
      assignmentErrors({ startAt: '2026-09-10T10:00:00Z', deadline: '2026-09-10T10:00:00Z' }, today),
    ).toEqual({ deadline: 'assignment_start_after_deadline' });
    expect(
      assignmentErrors({ startAt: '2026-09-09T10:00:00Z', deadline: '2026-09-10T10:00:00Z' }, today),
    ).toEqual({});
  });

  it('refuses a time limit of 0, below 0, fractional or above a day', () => {
    for (const timeLimit of [0, -5, 1.5, 1441]) {
      expect(assignmentErrors({ timeLimit }, today)).toEqual({ time_limit: 'assignment_time_limit' });
    }
    expect(assignmentErrors({ timeLimit: 45 }, today)).toEqual({});
    expect(assignmentErrors({ timeLimit: null }, today)).toEqual({});
  });

  it('checks the scores: max at most 100, min at least 0, min not above max', () => {
    expect(assignmentErrors({ minScore: 0, maxScore: 101 }, today)).toEqual({
      max_score: 'assignment_max_score',
    });
    expect(assignmentErrors({ minScore: -1, maxScore: 100 }, today)).toEqual({
      min_score: 'assignment_score_range',
    });
    expect(assignmentErrors({ minScore: 60, maxScore: 50 }, today)).toEqual({
      min_score: 'assignment_min_above_max',
    });
    expect(assignmentErrors({ minScore: 50, maxScore: 50 }, today)).toEqual({});
  });

  it('keeps the access limit within 1..10', () => {
    expect(assignmentErrors({ maxAccesses: 0 }, today)).toEqual({ max_accesses: 'assignment_max_accesses' });
    expect(assignmentErrors({ maxAccesses: 11 }, today)).toEqual({ max_accesses: 'assignment_max_accesses' });
    expect(assignmentErrors({ maxAccesses: 10 }, today)).toEqual({});
  });

  it('has every message in both languages', () => {
    for (const m of Object.values(ASSIGNMENT_MESSAGES)) {
      expect(m.en.length).toBeGreaterThan(0);
      expect(m.vi.length).toBeGreaterThan(0);
    }
  });

  it('makes tests and IELTS sections exams by default, not homework or presentations', () => {
    expect(examModeByDefault('test')).toBe(true);
    expect(examModeByDefault('ielt')).toBe(true);
    expect(examModeByDefault('TEST')).toBe(true);
    expect(examModeByDefault('IELT')).toBe(true);
    expect(examModeByDefault('home_work')).toBe(false);
    expect(examModeByDefault('HOME_WORK')).toBe(false);
    expect(examModeByDefault('presentation')).toBe(false);
  });
});
