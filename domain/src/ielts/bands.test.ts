import { describe, expect, it } from 'vitest';
import { isBand, overallBand } from './bands.js';

describe('IELTS bands', () => {
  it.each([
    [[6.5, 6.5, 5, 7], 6.5], // 6.25 -> 6.5
    [[4, 3.5, 4, 4], 4], // 3.875 -> 4
    [[6, 6, 6, 6.5], 6], // 6.125 -> 6
    [[7, 7, 6.5, 6.5], 7], // 6.75 -> 7
    [[6.5, 6.5, 6.5, 7], 6.5], // 6.625 -> 6.5
    [[9, 9, 9, 9], 9],
    [[0, 0, 0, 0.5], 0],
  ] as const)('the overall band of %j is %d', (skills, band) => {
    expect(overallBand(skills)).toBe(band);
  });
  it('refuses bands that are not half bands from 0 to 9', () => {
    expect(isBand(6.5)).toBe(true);
    expect(isBand(6.3)).toBe(false);
    expect(isBand(9.5)).toBe(false);
    expect(() => overallBand([6, 6, 6, 6.3])).toThrow(RangeError);
  });
});
