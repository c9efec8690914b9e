import { describe, expect, it } from 'vitest';
import { matchesLabel } from './searchFilter';

describe('matchesLabel', () => {
  it('finds Vietnamese labels typed without marks, in any case', () => {
    expect(matchesLabel('toi 2-4-6', { label: 'IELTS Tối 2-4-6' })).toBe(true);
    expect(matchesLabel('NGUYEN', { label: 'Nguyễn Văn Đức' })).toBe(true);
    expect(matchesLabel('duc', { label: 'Nguyễn Văn Đức' })).toBe(true);
    expect(matchesLabel('sang', { label: 'IELTS Tối 2-4-6' })).toBe(false);
    expect(matchesLabel('x', {})).toBe(false);
  });
});
