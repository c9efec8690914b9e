import { describe, expect, it } from 'vitest';
import { humanDay, humanWeekday, unreadableParts } from './readable.js';

describe('mails for people', () => {
  it('say days as people write them', () => {
    expect(humanDay('2026-12-02', 'vi')).toBe('02/12/2026');
    expect(humanDay('2026-12-02', 'en')).toBe('2 December 2026');
    expect(humanWeekday('2026-12-02', 'vi')).toBe('thứ Tư, 02/12/2026');
    expect(humanWeekday('2026-12-02', 'en')).toBe('Wednesday 2 December 2026');
    expect(humanWeekday('2026-12-06', 'vi')).toBe('chủ nhật, 06/12/2026');
    expect(humanWeekday('2028-02-29', 'en')).toBe('Tuesday 29 February 2028');
  });

  it('are refused with an ISO date or a raw value of the API, addresses aside', () => {
    expect(unreadableParts({ subject: 'Kết quả thi IELTS ngày 2026-12-02', text: 'Xin chào' })).toEqual([
      'subject: ISO date 2026-12-02',
    ]);
    expect(unreadableParts({ subject: 'Gói 4_skills', text: 'ok' })).toEqual(['subject: raw value 4_skills']);
    expect(
      unreadableParts({
        subject: 'Kết quả thi IELTS ngày 02/12/2026',
        text: 'Xem: http://localhost:4000/ielts-test?a_b=2026-12-02 · first_last@academy.test',
      }),
    ).toEqual([]);
  });
});
