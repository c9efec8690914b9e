import { describe, expect, it } from 'vitest';
import { partNumbers, returnPlan, scaledTotal, type PartToReturn } from './returning.js';

describe('returnPlan', () => {
  const part = (o: Partial<PartToReturn<string>> & { id: string }): PartToReturn<string> => ({
    markedBy: 'person',
    maxScore: 5,
    weight: 1,
    score: null,
    answered: true,
    ...o,
  });

  it('calls a part for a person that was answered and has no score unmarked, counting 0 in the total', () => {
    const plan = returnPlan(
      [
        part({ id: 'k', markedBy: 'key', score: 5 }),
        part({ id: 'e' }),
        part({ id: 's', markedBy: 'speech' }),
      ],
      10,
    );
    expect(plan.unmarked).toEqual(['e', 's']);
    expect(plan.unanswered).toEqual([]);
    expect(plan.total).toBeCloseTo(3.33, 2);
  });

  it('gives a part for a person without an answer 0 when nobody scored it, and the score when one did', () => {
    const plan = returnPlan(
      [
        part({ id: 'a', answered: false }),
        part({ id: 'b', answered: false, score: 2 }),
        part({ id: 'c', score: 5 }),
      ],
      10,
    );
    expect(plan.unmarked).toEqual([]);
    expect(plan.unanswered).toEqual(['a']);
    expect(plan.parts).toEqual([
      { id: 'a', earned: 0, by: 'unanswered' },
      { id: 'b', earned: 2, by: 'score' },
      { id: 'c', earned: 5, by: 'score' },
    ]);
    expect(plan.total).toBeCloseTo(4.67, 2);
  });

  it('counts a keyed part without a score and a passage as 0, never as unmarked', () => {
    const plan = returnPlan(
      [part({ id: 'k', markedBy: 'key' }), part({ id: 'p', markedBy: 'none', maxScore: 0 })],
      10,
    );
    expect(plan.unmarked).toEqual([]);
    expect(plan.parts.map((p) => p.by)).toEqual(['nothing', 'nothing']);
    expect(plan.total).toBe(0);
  });

  it('weighs parts as the submit total does', () => {
    const parts = [part({ id: 'a', score: 5, weight: 2 }), part({ id: 'b', score: 0, weight: 1 })];
    const plan = returnPlan(parts, 9);
    expect(plan.total).toBe(
      scaledTotal(
        [
          { earned: 5, score: 5, weight: 2 },
          { earned: 0, score: 5, weight: 1 },
        ],
        9,
      ),
    );
    expect(plan.total).toBe(6);
  });
});

describe('partNumbers', () => {
  it('numbers the parts in order, a passage taking no number', () => {
    const numbers = partNumbers([
      { id: 10, interaction: 'none' },
      { id: 11, interaction: 'single_choice' },
      { id: 12, interaction: 'extended_writing' },
    ]);
    expect([...numbers.entries()]).toEqual([
      [10, undefined],
      [11, 1],
      [12, 2],
    ]);
  });
});
