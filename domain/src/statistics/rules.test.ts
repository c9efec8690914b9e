import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  defaultStatisticsRange,
  IELTS_HALF_BANDS,
  IELTS_STATISTICS_FIGURES,
  isIeltsStatisticsFigure,
  quarterOf,
  scoreBand,
  scoreBandLabel,
  STATISTICS_FIGURES,
  STATISTICS_MESSAGES,
  statisticsRangeError,
} from './rules.js';

describe('statisticsRangeError', () => {
  it('takes a range of one day and a range in order', () => {
    expect(statisticsRangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(statisticsRangeError('2026-01-01', '2026-03-31')).toBeNull();
  });
  it('refuses an end before the start, on the end', () => {
    expect(statisticsRangeError('2026-03-01', '2026-02-28')).toEqual({
      field: 'to',
      key: 'statistics_end_before_start',
    });
  });
  it('refuses a range longer than five years', () => {
    expect(statisticsRangeError('2020-01-01', '2026-01-01')?.key).toBe('statistics_range_too_long');
    expect(statisticsRangeError('2021-01-01', '2025-12-31')).toBeNull();
  });
});

describe('ranges', () => {
  it('defaults to the twelve months ending with today’s', () => {
    expect(defaultStatisticsRange('2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27' });
    expect(defaultStatisticsRange('2026-01-05')).toEqual({ from: '2025-02-01', to: '2026-01-05' });
  });
  it('finds the quarter of a day', () => {
    expect(quarterOf('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterOf('2024-05-01')).toEqual({ from: '2024-04-01', to: '2024-06-30' });
  });
});

describe('scores and attendance', () => {
  it('puts a score in its band of 10 %, the maximum in the last one', () => {
    expect(scoreBand(0, 100)).toBe(0);
    expect(scoreBand(9.99, 100)).toBe(0);
    expect(scoreBand(10, 100)).toBe(1);
    expect(scoreBand(100, 100)).toBe(9);
    expect(scoreBand(7, 10)).toBe(7);
    expect(scoreBand(5, 0)).toBe(0);
    expect(scoreBandLabel(0)).toBe('0-10');
    expect(scoreBandLabel(9)).toBe('90-100');
  });
  it('rates attendance to one decimal, none without lessons', () => {
    expect(attendanceRate(2, 3)).toBe(66.7);
    expect(attendanceRate(0, 0)).toBeNull();
  });
  it('has every message in both languages', () => {
    for (const m of Object.values(STATISTICS_MESSAGES)) {
      expect(m.en).toBeTruthy();
      expect(m.vi).toBeTruthy();
    }
  });
});

describe('the IELTS figures', () => {
  it('are four of the figures, told apart from the classes’ ones', () => {
    expect(IELTS_STATISTICS_FIGURES.every((f) => STATISTICS_FIGURES.includes(f))).toBe(true);
    expect(isIeltsStatisticsFigure('ielts_revenue')).toBe(true);
    expect(isIeltsStatisticsFigure('pass_rates')).toBe(false);
  });
  it('spread over the nineteen half bands from 0 to 9', () => {
    expect(IELTS_HALF_BANDS).toHaveLength(19);
    expect(IELTS_HALF_BANDS.slice(-3)).toEqual([8, 8.5, 9]);
  });
});
