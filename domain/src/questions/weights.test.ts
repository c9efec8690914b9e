import { describe, expect, it } from 'vitest';
import { isWeight, WEIGHTS } from './weights.js';

describe('weights', () => {
  it('are 0.25, 0.5, 0.75 and 1 to 10', () => {
    expect(WEIGHTS).toHaveLength(13);
    for (const w of [0.25, 0.5, 0.75, 1, 7, 10]) expect(isWeight(w)).toBe(true);
    for (const w of [0, 0.3, 1.5, 11, -1]) expect(isWeight(w)).toBe(false);
  });
});
