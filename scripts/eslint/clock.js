// @ts-check
/**
 * `lms/no-unfixed-clock`: a test reads "now" only on a clock it sets (docs/testing.md, "Time in tests").
 *
 * Reported in a test file that does not fix the clock: `new Date()`, `Date()` and `Date.now()`, and the academy's
 * "today"/"now" helpers (`academyToday()`, `academyNow()`, `vietnamToday()`, `dayjs()`) called without the
 * instant they take. A file fixes the clock by calling `fixClock(…)` (each workspace's test helper),
 * `vi.setSystemTime(…)`, or `vi.useFakeTimers(…)` with `Date` among the faked APIs.
 */

const TODAY_HELPERS = new Set(['academyToday', 'academyNow', 'vietnamToday', 'dayjs']);
const MESSAGE =
  "{{what}} reads the real clock: fix this file's clock first (`fixClock('2026-04-01T00:30:00+07:00')` from the workspace's test helpers, or `vi.setSystemTime`), or pass the instant (docs/testing.md, \"Time in tests\").";

/** @param {import('estree').Node} node */
const calleeName = (node) => {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  return null;
};

/** True when `options` (useFakeTimers' argument) leaves `Date` real: a literal `toFake` list without it. */
const leavesDateReal = (/** @type {import('estree').Node | undefined} */ options) => {
  if (!options || options.type !== 'ObjectExpression') return false;
  const toFake = options.properties.find(
    (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'toFake',
  );
  if (!toFake || toFake.type !== 'Property' || toFake.value.type !== 'ArrayExpression') return false;
  return !toFake.value.elements.some((e) => e?.type === 'Literal' && e.value === 'Date');
};

/** @type {import('eslint').Rule.RuleModule} */
const noUnfixedClock = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests read the clock only after fixing it' },
    schema: [],
    messages: { realClock: MESSAGE },
  },
  create(context) {
    /** @type {{ node: import('estree').Node, what: string }[]} */
    const reads = [];
    let fixed = false;
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'fixClock' || name === 'setSystemTime') fixed = true;
        else if (name === 'useFakeTimers' && !leavesDateReal(node.arguments[0])) fixed = true;
        else if (
          name === 'now' &&
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'Date'
        )
          reads.push({ node, what: 'Date.now()' });
        else if (node.callee.type === 'Identifier' && node.callee.name === 'Date')
          reads.push({ node, what: 'Date()' });
        else if (name && TODAY_HELPERS.has(name) && node.arguments.length === 0)
          reads.push({ node, what: `${name}()` });
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0)
          reads.push({ node, what: 'new Date()' });
      },
      'Program:exit'() {
        if (fixed) return;
        for (const { node, what } of reads) context.report({ node, messageId: 'realClock', data: { what } });
      },
    };
  },
};

export const clockPlugin = { rules: { 'no-unfixed-clock': noUnfixedClock } };
