import type { Interaction, PartResponse } from '@lms/domain/questions';

/**
 * The domain's RESPONSE_SCHEMAS read by hand: the renderers load on a student's phone with the exam runner
 * (issue 12), and zod's engine is a quarter of that page. Same rules: a field that is absent takes its
 * default; one that does not fit empties the whole answer. The gateway validates what is sent anyway.
 */
type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length <= max;
const id = string(40);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const arrayOf =
  (check: Check, max: number): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every(check);
const recordOf =
  (check: Check): Check =>
  (value) =>
    isObject(value) && Object.entries(value).every(([key, item]) => id(key) && check(item));
const coordinate: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
const point: Check = (value) => isObject(value) && coordinate(value.x) && coordinate(value.y);

/** Each interaction's fields: their check and their default. */
const SHAPES: Record<Interaction, Record<string, [Check, () => unknown]>> = {
  single_choice: { choice: [nullable(id), () => null] },
  multiple_choice: { choices: [arrayOf(id, 26), () => []] },
  text_entry: { blanks: [recordOf(string(500)), () => ({})] },
  matching: { pairs: [recordOf(id), () => ({})] },
  ordering: { order: [arrayOf(id, 50), () => []] },
  hotspot: { points: [arrayOf(point, 20), () => []] },
  extended_writing: { text: [string(50000), () => ''] },
  spoken_answer: { mediaId: [nullable(string(100)), () => null] },
  spoken_target: { mediaId: [nullable(string(100)), () => null] },
  none: {},
};

const copy = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(copy)
    : isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
      : value;

/** The response in the interaction's shape: what was given when it fits, else an empty answer. */
export function responseOf<I extends Interaction>(interaction: I, response: unknown): PartResponse<I> {
  const shape = SHAPES[interaction];
  const given = response ?? {};
  const empty = () =>
    Object.fromEntries(Object.entries(shape).map(([key, [, fallback]]) => [key, fallback()]));
  if (!isObject(given)) return empty() as PartResponse<I>;
  const out: Record<string, unknown> = {};
  for (const [key, [check, fallback]] of Object.entries(shape)) {
    const value = given[key];
    if (value === undefined) out[key] = fallback();
    else if (check(value)) out[key] = copy(value);
    else return empty() as PartResponse<I>;
  }
  return out as PartResponse<I>;
}
