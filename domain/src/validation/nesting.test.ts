import { describe, expect, it } from 'vitest';
import { MAX_NESTING, nestsDeeperThan } from './nesting.js';

const arrays = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const objects = (depth: number): unknown =>
  JSON.parse(`${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`);

describe('nesting', () => {
  it('counts a container as one level and a scalar as none', () => {
    expect(nestsDeeperThan('x', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan([], 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 'c' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: ['c'] }] }, 3)).toBe(true);
  });

  it(`takes ${MAX_NESTING} levels and refuses one more, in arrays and objects`, () => {
    expect(nestsDeeperThan(arrays(MAX_NESTING))).toBe(false);
    expect(nestsDeeperThan(objects(MAX_NESTING))).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_NESTING + 1))).toBe(true);
    expect(nestsDeeperThan(objects(MAX_NESTING + 1))).toBe(true);
  });

  it('walks any depth without overflowing the stack', () => {
    expect(nestsDeeperThan(arrays(100_000))).toBe(true);
    expect(nestsDeeperThan(objects(100_000))).toBe(true);
    expect(nestsDeeperThan(arrays(100_000), 200_000)).toBe(false);
  });

  it('looks past a wide shallow level at a deep sibling', () => {
    const wide = Array.from({ length: 1000 }, () => ({ x: 1 }));
    expect(nestsDeeperThan([...wide, arrays(40)])).toBe(true);
    expect(nestsDeeperThan([...wide, arrays(10)])).toBe(false);
  });
});
