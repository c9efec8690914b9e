import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold.js';

describe('foldForSearch', () => {
  it('drops Vietnamese tones and marks and lower-cases', () => {
    expect(foldForSearch('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldForSearch('Tối 2-4-6')).toBe('toi 2-4-6');
    expect(foldForSearch('ĂÂÊÔƠƯ ăâêôơư')).toBe('aaeoou aaeoou');
  });

  it('gives the same text for composed and decomposed input', () => {
    const composed = 'Trần Thị Ngọc Ánh';
    expect(foldForSearch(composed.normalize('NFD'))).toBe(foldForSearch(composed));
    expect(foldForSearch(composed)).toBe('tran thi ngoc anh');
  });

  it('keeps digits, punctuation and e-mail addresses as they are', () => {
    expect(foldForSearch('An.Le+1@Example.COM 0912-345')).toBe('an.le+1@example.com 0912-345');
  });
});
