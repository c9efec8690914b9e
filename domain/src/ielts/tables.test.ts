import { describe, expect, it } from 'vitest';
import { overallBand } from './bands.js';
import { DISCOUNT_KINDS, promotionDiscount, promotionRefusal } from './promotions.js';
import {
  DEFAULT_ACADEMIC_READING_TABLE,
  DEFAULT_GENERAL_READING_TABLE,
  DEFAULT_LISTENING_TABLE,
  bandFromRaw,
  bandTableProblem,
  criteriaBand,
  defaultReadingTable,
  isRawScore,
  rawFromPoints,
  roundToHalfBand,
  writingBand,
  type BandRow,
} from './tables.js';

const TABLES = {
  listening: DEFAULT_LISTENING_TABLE,
  'academic reading': DEFAULT_ACADEMIC_READING_TABLE,
  'general reading': DEFAULT_GENERAL_READING_TABLE,
};

describe('the published raw-to-band tables', () => {
  // ielts.org's published rows, [raw score, band].
  it.each([
    ['listening', 40, 9],
    ['listening', 39, 9],
    ['listening', 38, 8.5],
    ['listening', 34, 7.5],
    ['listening', 31, 7],
    ['listening', 29, 6.5],
    ['listening', 25, 6],
    ['listening', 22, 5.5],
    ['listening', 17, 5],
    ['listening', 16, 5],
    ['academic reading', 39, 9],
    ['academic reading', 36, 8],
    ['academic reading', 33, 7.5],
    ['academic reading', 32, 7],
    ['academic reading', 30, 7],
    ['academic reading', 27, 6.5],
    ['academic reading', 26, 6],
    ['academic reading', 19, 5.5],
    ['academic reading', 15, 5],
    ['academic reading', 5, 2.5],
    ['general reading', 40, 9],
    ['general reading', 39, 8.5],
    ['general reading', 36, 7.5],
    ['general reading', 35, 7],
    ['general reading', 32, 6.5],
    ['general reading', 30, 6],
    ['general reading', 27, 5.5],
    ['general reading', 26, 5],
    ['general reading', 23, 5],
    ['general reading', 6, 2.5],
  ] as const)('%s: %d correct is band %d', (name, raw, band) => {
    expect(bandFromRaw(raw, TABLES[name])).toBe(band);
  });

  for (const [name, rows] of Object.entries(TABLES)) {
    it(`${name}: every boundary gives its band, one answer fewer the band below`, () => {
      rows.forEach((row, i) => {
        expect(bandFromRaw(row.minRaw, rows)).toBe(row.band);
        if (row.minRaw > 0) expect(bandFromRaw(row.minRaw - 1, rows)).toBe(rows[i + 1]!.band);
      });
      expect(bandFromRaw(40, rows)).toBe(9);
      expect(bandFromRaw(0, rows)).toBe(0);
    });
    it(`${name}: is a usable table`, () => {
      expect(bandTableProblem(rows)).toBeNull();
    });
  }

  it('picks the reading table of the module', () => {
    expect(defaultReadingTable('academic')).toBe(DEFAULT_ACADEMIC_READING_TABLE);
    expect(defaultReadingTable('general')).toBe(DEFAULT_GENERAL_READING_TABLE);
  });
});

describe('raw scores', () => {
  it.each([-1, 41, 20.5, Number.NaN])('refuses %d', (raw) => {
    expect(isRawScore(raw)).toBe(false);
    expect(() => bandFromRaw(raw, DEFAULT_LISTENING_TABLE)).toThrow(RangeError);
  });
  it('accepts 0 and 40', () => {
    expect(isRawScore(0)).toBe(true);
    expect(isRawScore(40)).toBe(true);
  });
  it('scales an attempt that is not forty one-point questions to forty', () => {
    expect(rawFromPoints(10, 10)).toBe(40);
    expect(rawFromPoints(3, 4)).toBe(30);
    expect(rawFromPoints(0, 8)).toBe(0);
    expect(rawFromPoints(5, 0)).toBe(0);
    expect(rawFromPoints(33, 40)).toBe(33);
  });
});

describe('edited tables', () => {
  const good: BandRow[] = [
    { band: 9, minRaw: 38 },
    { band: 5, minRaw: 20 },
    { band: 0, minRaw: 0 },
  ];
  it.each([
    [[], 'empty'],
    [[{ band: 9.5, minRaw: 38 }, ...good.slice(1)], 'band'],
    [[{ band: 6.3, minRaw: 38 }, ...good.slice(1)], 'band'],
    [[{ band: 9, minRaw: 41 }, ...good.slice(1)], 'raw'],
    [[good[1]!, good[0]!, good[2]!], 'order'],
    [[good[0]!, { band: 5, minRaw: 38 }, good[2]!], 'order'],
    [good.slice(0, 2), 'zero'],
  ] as const)('refuses %j (%s)', (rows, problem) => {
    expect(bandTableProblem(rows)).toBe(problem);
  });
  it('converts by an edited table', () => {
    expect(bandTableProblem(good)).toBeNull();
    expect(bandFromRaw(37, good)).toBe(5);
    expect(bandFromRaw(19, good)).toBe(0);
  });
});

describe('writing, speaking and overall bands', () => {
  it.each([
    [6.25, 6.5],
    [6.75, 7],
    [6.125, 6],
    [6.625, 6.5],
    [6.375, 6.5],
    [6.875, 7],
    [8.9, 9],
    [0.2, 0],
  ])('rounds %d to the nearest half band, halfway up: %d', (value, band) => {
    expect(roundToHalfBand(value)).toBe(band);
  });

  it('counts Task 2 twice Task 1', () => {
    expect(writingBand(6, 7)).toBe(6.5); // 6.67
    expect(writingBand(7, 6)).toBe(6.5); // 6.33
    expect(writingBand(5, 6.5)).toBe(6); // 6.0
    expect(writingBand(6, 6.5)).toBe(6.5); // 6.33
    expect(writingBand(9, 9)).toBe(9);
    expect(() => writingBand(6, 9.5)).toThrow(RangeError);
  });

  it('takes the mean of four criteria', () => {
    expect(criteriaBand([6, 6, 7, 6])).toBe(6.5); // 6.25
    expect(criteriaBand([6, 6, 6, 7])).toBe(6.5);
    expect(criteriaBand([7, 7, 7, 6])).toBe(7); // 6.75
    expect(criteriaBand([5, 5, 5, 5.5])).toBe(5); // 5.125
    expect(() => criteriaBand([6, 6, 6, 6.3])).toThrow(RangeError);
    expect(() => criteriaBand([6, 6, 6, -0.5])).toThrow(RangeError);
  });

  it('gives the published worked examples of the overall band', () => {
    // ielts.org: 6.5, 6.5, 5, 7 = 6.25 -> 6.5; 4, 3.5, 4, 4 = 3.875 -> 4; 6.5, 6.5, 5.5, 6 = 6.125 -> 6.
    expect(overallBand([6.5, 6.5, 5, 7])).toBe(6.5);
    expect(overallBand([4, 3.5, 4, 4])).toBe(4);
    expect(overallBand([6.5, 6.5, 5.5, 6])).toBe(6);
    expect(overallBand([7, 7.5, 6.5, 7])).toBe(7); // 7.0
    expect(overallBand([7.5, 7.5, 7, 7])).toBe(7.5); // 7.25
    expect(overallBand([8, 8, 7.5, 7.5])).toBe(8); // 7.75
  });
});

describe('promotion codes', () => {
  const now = new Date('2026-11-27T05:00:00Z');
  const code = {
    status: 'active',
    expiresAt: new Date('2026-12-01T00:00:00Z'),
    usageLimit: 2,
    usedCount: 1,
  } as const;
  it('refuses inactive, expired and used-up codes', () => {
    expect(promotionRefusal(code, now)).toBeNull();
    expect(promotionRefusal({ ...code, status: 'inactive' }, now)).toBe('inactive');
    expect(promotionRefusal({ ...code, expiresAt: now }, now)).toBe('expired');
    expect(promotionRefusal({ ...code, usedCount: 2 }, now)).toBe('used_up');
    expect(promotionRefusal({ ...code, usageLimit: null, usedCount: 99 }, now)).toBeNull();
  });
  it('takes a percentage (to the thousand dong) or an amount, never more than the fee', () => {
    expect(DISCOUNT_KINDS).toEqual(['percent', 'amount']);
    expect(promotionDiscount(4_750_000, 'percent', 10)).toBe(475_000);
    expect(promotionDiscount(4_664_000, 'percent', 15)).toBe(700_000);
    expect(promotionDiscount(4_750_000, 'amount', 500_000)).toBe(500_000);
    expect(promotionDiscount(400_000, 'amount', 500_000)).toBe(400_000);
    expect(promotionDiscount(4_750_000, 'percent', 100)).toBe(4_750_000);
  });
});
