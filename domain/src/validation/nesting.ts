/**
 * How deep a request may nest arrays and objects (issue 27): every service refuses a deeper body with a 400
 * before any validation, so that no walker over a request (schema, NUL check, prototype check) meets a
 * 7,000-level `[[[…]]]` and overflows its stack or spends quadratic time copying paths (docs/decisions.md).
 * The academy's deepest real input, a question part's content, nests about five levels.
 */
export const MAX_NESTING = 32;

export const NESTING_MESSAGES = {
  nesting_too_deep: {
    en: `The request nests lists and objects more than ${MAX_NESTING} levels deep`,
    vi: `Dữ liệu gửi lên lồng nhau quá ${MAX_NESTING} cấp (danh sách, đối tượng)`,
  },
} as const;

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `max` (`[]` and `{}` are one level, a
 * string or a number none). Iterative, so any depth is safe, and linear: it stops at the first container
 * past the bound, and copies no path.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_NESTING): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: [object, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth > max) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push([child as object, depth + 1]);
    }
  }
  return false;
}
