import type { OptionView } from './types';

/** The order shown: the student's when it holds every word once, else the words as the author shuffled them. */
export function shownOrder(tokens: readonly OptionView[], order: readonly string[]): string[] {
  const ids = tokens.map((token) => token.id);
  const complete = order.length === ids.length && [...order].sort().join('\n') === [...ids].sort().join('\n');
  return complete ? [...order] : ids;
}
