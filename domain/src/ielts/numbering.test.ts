import { describe, expect, it } from 'vitest';
import { ieltsItemAnswered, ieltsNumbering, itemKeysOf } from './numbering.js';
import { ieltsSectionMinutes } from './sections.js';

const gaps = (n: number, first: number) =>
  Array.from({ length: n }, (_, i) => `word {{${first + i}}}`).join(' ');

// A section as the seed builds it: four parts of 10, mixing gap-fills, matchings and choices, with a passage.
const listening = [
  {
    id: 's1',
    parts: [
      { id: 'p1', interaction: 'text_entry' as const, content: { text: gaps(8, 1) } },
      { id: 'p2', interaction: 'single_choice' as const, content: { options: [] } },
      { id: 'p3', interaction: 'single_choice' as const, content: {} },
    ],
  },
  {
    id: 's2',
    parts: [
      {
        id: 'p4',
        interaction: 'matching' as const,
        content: { items: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })) },
      },
      { id: 'p5', interaction: 'text_entry' as const, content: { text: gaps(6, 15) } },
    ],
  },
  {
    id: 's3',
    parts: [
      { id: 'intro', interaction: 'none' as const, content: { text: 'A passage' } },
      { id: 'p6', interaction: 'text_entry' as const, content: { text: gaps(10, 21) } },
    ],
  },
  { id: 's4', parts: [{ id: 'p7', interaction: 'text_entry' as const, content: { text: gaps(10, 31) } }] },
];

describe('IELTS numbering', () => {
  it('numbers the items the candidate answers 1-40 across the parts', () => {
    const { parts, total } = ieltsNumbering(listening);
    expect(total).toBe(40);
    expect(parts.map((p) => [p.part, p.first, p.last])).toEqual([
      [1, 1, 10],
      [2, 11, 20],
      [3, 21, 30],
      [4, 31, 40],
    ]);
    // A gap-fill of 8 gaps is questions 1-8, the next choice question 9 (not "question 2").
    expect(parts[0]!.groups[0]!.items.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parts[0]!.groups[1]!.items).toEqual([{ number: 9, key: null }]);
    expect(parts[1]!.groups[0]!.items.map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
    // A passage takes no number.
    expect(parts[2]!.groups[0]!.items).toEqual([]);
    expect(parts[2]!.groups[1]!.items[0]).toEqual({ number: 21, key: '21' });
  });

  it('counts one answer for a text without blanks and for a matching without items', () => {
    expect(itemKeysOf('text_entry', { text: 'Rewrite the sentence.' })).toEqual(['1']);
    expect(itemKeysOf('matching', {})).toEqual([null]);
    expect(itemKeysOf('text_entry', { text: '{{a}} and {{a}}' })).toEqual(['a']);
  });

  it('says which item is answered', () => {
    expect(ieltsItemAnswered('text_entry', { blanks: { '1': 'Foster', '2': ' ' } }, '1')).toBe(true);
    expect(ieltsItemAnswered('text_entry', { blanks: { '1': 'Foster', '2': ' ' } }, '2')).toBe(false);
    expect(ieltsItemAnswered('matching', { pairs: { a: 'kx' } }, 'a')).toBe(true);
    expect(ieltsItemAnswered('matching', { pairs: { a: 'kx' } }, 'b')).toBe(false);
    expect(ieltsItemAnswered('single_choice', { choice: 'k1' }, null)).toBe(true);
    expect(ieltsItemAnswered('single_choice', undefined, null)).toBe(false);
  });

  it('gives listening its review time', () => {
    expect(ieltsSectionMinutes('listening')).toBe(32);
    expect(ieltsSectionMinutes('reading')).toBe(60);
  });
});
