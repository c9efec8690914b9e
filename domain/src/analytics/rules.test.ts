import { describe, expect, it } from 'vitest';
import { bucketRange, errorTagTrend, overviewStatus, scoreBucket, shiftMonth } from './rules.js';

describe('overviewStatus', () => {
  it('tells not started from in progress, and keeps the submitted statuses', () => {
    expect(overviewStatus(null)).toBe('not_started');
    expect(overviewStatus({ status: 'unfinished', startedAt: null })).toBe('not_started');
    expect(overviewStatus({ status: 'unfinished', startedAt: '2026-09-01T08:00:00Z' })).toBe('in_progress');
    expect(overviewStatus({ status: 'waiting_score', startedAt: '2026-09-01T08:00:00Z' })).toBe(
      'waiting_score',
    );
    expect(overviewStatus({ status: 'pass', startedAt: null })).toBe('pass');
    expect(overviewStatus({ status: 'fail', startedAt: null })).toBe('fail');
    expect(overviewStatus({ status: 'holding', startedAt: null })).toBe('holding');
  });
});

describe('scoreBucket and bucketRange', () => {
  it('puts scores in tenths of the maximum, the maximum in the last', () => {
    expect(scoreBucket(0, 100)).toBe(0);
    expect(scoreBucket(9.99, 100)).toBe(0);
    expect(scoreBucket(10, 100)).toBe(1);
    expect(scoreBucket(95, 100)).toBe(9);
    expect(scoreBucket(100, 100)).toBe(9);
    expect(scoreBucket(5, 10)).toBe(5);
  });
  it('clamps what is outside the range and a zero maximum', () => {
    expect(scoreBucket(-1, 10)).toBe(0);
    expect(scoreBucket(12, 10)).toBe(9);
    expect(scoreBucket(3, 0)).toBe(0);
  });
  it('gives each bucket its points', () => {
    expect(bucketRange(0, 10)).toEqual({ from: 0, to: 1 });
    expect(bucketRange(9, 10)).toEqual({ from: 9, to: 10 });
    expect(bucketRange(2, 15)).toEqual({ from: 3, to: 4.5 });
  });
});

describe('shiftMonth and errorTagTrend', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-02', 3)).toBe('2025-11');
    expect(shiftMonth('2026-12', -1)).toBe('2027-01');
    expect(shiftMonth('2026-01', 0)).toBe('2026-01');
  });
  it('compares the last three months with the three before', () => {
    const rising = [
      { month: '2026-05', count: 1 },
      { month: '2026-08', count: 2 },
      { month: '2026-09', count: 1 },
    ];
    expect(errorTagTrend(rising, '2026-09')).toBe('rising');
    const falling = [
      { month: '2026-04', count: 4 },
      { month: '2026-09', count: 1 },
    ];
    expect(errorTagTrend(falling, '2026-09')).toBe('falling');
    expect(errorTagTrend([{ month: '2026-01', count: 9 }], '2026-09')).toBe('steady');
    expect(errorTagTrend([], '2026-09')).toBe('steady');
  });
});
