/**
 * Issue 26 point 2 (docs/decisions.md, "Issue 26 — parts shuffled per attempt"): what a student taking an
 * attempt sees of a part. Ordering tokens, choice options and matching options come in an order shuffled per
 * attempt (a permutation seeded by the attempt and the part, so stable across reloads), never in the key's
 * order where another order exists, and every token, option and item carries an opaque key of the attempt
 * instead of its stored id (the stored ids `w1…wn` or `A…D` follow the key). The keys map back to the stored
 * ids on save (`responseToStored`) and forth for a resumed attempt (`responseToOpaque`), so what is stored
 * and scored stays in stored ids.
 *
 * Pure: the caller gives the seed (the backend an attempt's secret seed and the part id, the editor's
 * "students see" preview a fixed one).
 */
import type { PartAnswer, PartContent } from './parts.js';
import type { PartResponse } from './scoring.js';
import type { QuestionType } from './types.js';
import { interactionOf, QUESTION_TYPE_INFO } from './types.js';

/** For each list of the content (tokens, options, items), each opaque key's stored id. */
export type PresentationKeys = Partial<Record<'tokens' | 'options' | 'items', Record<string, string>>>;

export interface PresentedPart {
  /** The content as the student sees it: lists reordered, ids replaced by opaque keys. */
  content: Record<string, unknown>;
  /** Opaque key -> stored id, per list; empty when the part's ids are shown as stored. */
  keys: PresentationKeys;
}

/** cyrb128: four 32-bit words from a string (a hash for seeding, not a cryptographic one). */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: a seeded generator of numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = hash128(seed);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * A permutation of `list` drawn from `random` that `forbidden` does not refuse: drawn again a few times,
 * then the rotations of the last draw; a list where every order is refused (one item, or all alike) comes
 * back as drawn.
 */
export function shuffleAvoiding<T>(
  list: readonly T[],
  random: () => number,
  forbidden: (order: readonly T[]) => boolean,
): T[] {
  let out = [...list];
  for (let attempt = 0; attempt < 20; attempt++) {
    out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    if (!forbidden(out)) return out;
  }
  for (let r = 1; r < out.length; r++) {
    const rotated = [...out.slice(r), ...out.slice(0, r)];
    if (!forbidden(rotated)) return rotated;
  }
  return out;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Opaque keys for `count` entries: `k` and seven base-36 characters from the generator, distinct. */
function opaqueKeys(count: number, random: () => number): string[] {
  const seen = new Set<string>();
  const keys: string[] = [];
  while (keys.length < count) {
    const key = `k${Math.floor(random() * 36 ** 7)
      .toString(36)
      .padStart(7, '0')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    keys.push(key);
  }
  return keys;
}

type Entry = { id: string } & Record<string, unknown>;

/**
 * The entries renamed with opaque keys, and each key's stored id. The keys are handed out so that the
 * entries sorted by key are in no order `forbidden` refuses either (sorting the keys gives no key away).
 */
function rename<E extends Entry>(
  entries: readonly E[],
  random: () => number,
  forbidden: (order: readonly E[]) => boolean = () => false,
) {
  const keys = opaqueKeys(entries.length, random).sort();
  const bySortedKey = shuffleAvoiding(entries, random, forbidden);
  const keyOf = new Map(bySortedKey.map((e, i) => [e, keys[i]!]));
  return {
    entries: entries.map((e) => ({ ...e, id: keyOf.get(e)! })),
    keys: Object.fromEntries(bySortedKey.map((e, i) => [keys[i]!, e.id])),
  };
}

/** Whether a part of the type is presented shuffled with opaque keys (choices with fixed options are not). */
export function isShuffled(type: QuestionType): boolean {
  const interaction = interactionOf(type);
  if (interaction === 'single_choice') return !QUESTION_TYPE_INFO[type].fixedOptions;
  return interaction === 'multiple_choice' || interaction === 'matching' || interaction === 'ordering';
}

/**
 * The part as a student taking an attempt sees it, from its stored content and key (`answer`, only to avoid
 * the key's order; it is never in what is returned) and a seed (the same seed, the same presentation):
 * - ordering: the tokens shuffled, never read (by their words) in the key's order;
 * - single and multiple choice: the options shuffled, never in their stored order; yes/no/not given and
 *   true/false/not given keep their fixed options as stored (the runner names them by id; the order of the
 *   type tells nothing about a part's key);
 * - matching: the options shuffled, never in the order the items' matches give, nor as stored; the items
 *   (numbered questions, pins on a picture) keep their order; both get opaque keys;
 * - hotspot: the regions are dropped (the runner never shows them; they are where to click);
 * - anything else as stored.
 */
export function presentForAttempt(
  type: QuestionType,
  content: Record<string, unknown>,
  answer: Record<string, unknown> | null | undefined,
  seed: string,
): PresentedPart {
  const interaction = interactionOf(type);
  const random = seededRandom(`${seed}\u0000${type}`);
  if (interaction === 'hotspot') {
    const { regions: _regions, ...rest } = content;
    return { content: rest, keys: {} };
  }
  if (!isShuffled(type)) return { content, keys: {} };
  switch (interaction) {
    case 'ordering': {
      const tokens = ((content as PartContent<'ordering'>).tokens ?? []) as Entry[];
      const order = ((answer ?? {}) as Partial<PartAnswer<'ordering'>>).order ?? tokens.map((t) => t.id);
      const textOf = new Map(tokens.map((t) => [t.id, String(t.text)]));
      const keyWords = order.map((id) => textOf.get(id) ?? '');
      const storedWords = tokens.map((t) => String(t.text));
      const refused = (o: readonly Entry[]) => {
        const words = o.map((t) => String(t.text));
        return sameOrder(words, keyWords) || (tokens.length > 2 && sameOrder(words, storedWords));
      };
      const shown = shuffleAvoiding(tokens, random, refused);
      const renamed = rename(shown, random, refused);
      return { content: { ...content, tokens: renamed.entries }, keys: { tokens: renamed.keys } };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const options = ((content as PartContent<'single_choice'>).options ?? []) as Entry[];
      const stored = options.map((o) => o.id);
      const refused = (o: readonly Entry[]) =>
        sameOrder(
          o.map((x) => x.id),
          stored,
        );
      const shown = shuffleAvoiding(options, random, refused);
      const renamed = rename(shown, random, refused);
      return { content: { ...content, options: renamed.entries }, keys: { options: renamed.keys } };
    }
    case 'matching': {
      const c = content as PartContent<'matching'>;
      const items = (c.items ?? []) as Entry[];
      const options = (c.options ?? []) as Entry[];
      const pairs = ((answer ?? {}) as Partial<PartAnswer<'matching'>>).pairs ?? {};
      const stored = options.map((o) => o.id);
      // The key's order: the options the items match, in the items' order, before the others.
      const picked = [...new Set(items.map((item) => pairs[item.id]).filter((id): id is string => !!id))];
      const keyOrder = [...picked, ...stored.filter((id) => !picked.includes(id))];
      const refused = (o: readonly Entry[]) => {
        const ids = o.map((x) => x.id);
        return (
          sameOrder(ids.slice(0, picked.length), picked) ||
          sameOrder(ids, keyOrder) ||
          (options.length > 2 && sameOrder(ids, stored))
        );
      };
      const shown = shuffleAvoiding(options, random, refused);
      const renamedItems = rename(items, random);
      const renamedOptions = rename(shown, random, refused);
      return {
        content: { ...content, items: renamedItems.entries, options: renamedOptions.entries },
        keys: { items: renamedItems.keys, options: renamedOptions.keys },
      };
    }
    default:
      return { content, keys: {} };
  }
}

/** Where an opaque key of a response is not one of the attempt's: the path inside the response. */
export type MappedResponse = { ok: true; value: unknown } | { ok: false; path: (string | number)[] };

type Lookup = (list: keyof PresentationKeys, key: string) => string | undefined;

function mapResponse(type: QuestionType, response: unknown, lookup: Lookup): MappedResponse {
  if (!isShuffled(type) || !response || typeof response !== 'object') return { ok: true, value: response };
  switch (interactionOf(type)) {
    case 'single_choice': {
      const r = response as PartResponse<'single_choice'>;
      if (r.choice === null || r.choice === undefined) return { ok: true, value: r };
      const choice = lookup('options', r.choice);
      return choice === undefined ? { ok: false, path: ['choice'] } : { ok: true, value: { ...r, choice } };
    }
    case 'multiple_choice': {
      const r = response as PartResponse<'multiple_choice'>;
      const choices: string[] = [];
      for (const [i, key] of (r.choices ?? []).entries()) {
        const id = lookup('options', key);
        if (id === undefined) return { ok: false, path: ['choices', i] };
        choices.push(id);
      }
      return { ok: true, value: { ...r, choices } };
    }
    case 'ordering': {
      const r = response as PartResponse<'ordering'>;
      const order: string[] = [];
      for (const [i, key] of (r.order ?? []).entries()) {
        const id = lookup('tokens', key);
        if (id === undefined) return { ok: false, path: ['order', i] };
        order.push(id);
      }
      return { ok: true, value: { ...r, order } };
    }
    case 'matching': {
      const r = response as PartResponse<'matching'>;
      const pairs: Record<string, string> = {};
      for (const [itemKey, optionKey] of Object.entries(r.pairs ?? {})) {
        const item = lookup('items', itemKey);
        const option = lookup('options', optionKey);
        if (item === undefined || option === undefined) return { ok: false, path: ['pairs', itemKey] };
        pairs[item] = option;
      }
      return { ok: true, value: { ...r, pairs } };
    }
    default:
      return { ok: true, value: response };
  }
}

/**
 * A response in the attempt's opaque keys, in stored ids (what is stored and scored). A key that is not one
 * of the attempt's is refused with its path (`order.2`, `pairs.k…`), never dropped.
 */
export function responseToStored(
  type: QuestionType,
  response: unknown,
  keys: PresentationKeys,
): MappedResponse {
  return mapResponse(type, response, (list, key) =>
    Object.hasOwn(keys[list] ?? {}, key) ? keys[list]![key] : undefined,
  );
}

/**
 * A stored response in the attempt's opaque keys (a resumed attempt shows what was saved). A stored id the
 * presentation does not know (the part was edited since) is left out.
 */
export function responseToOpaque(type: QuestionType, response: unknown, keys: PresentationKeys): unknown {
  const inverse = Object.fromEntries(
    Object.entries(keys).map(([list, map]) => [
      list,
      new Map(Object.entries(map ?? {}).map(([opaque, stored]) => [stored, opaque])),
    ]),
  ) as Record<keyof PresentationKeys, Map<string, string> | undefined>;
  const lookup: Lookup = (list, id) => inverse[list]?.get(id);
  if (!isShuffled(type) || !response || typeof response !== 'object') return response;
  // Leave out what cannot be mapped, entry by entry.
  switch (interactionOf(type)) {
    case 'single_choice': {
      const r = response as PartResponse<'single_choice'>;
      return { ...r, choice: r.choice ? (lookup('options', r.choice) ?? null) : (r.choice ?? null) };
    }
    case 'multiple_choice': {
      const r = response as PartResponse<'multiple_choice'>;
      return { ...r, choices: (r.choices ?? []).flatMap((id) => lookup('options', id) ?? []) };
    }
    case 'ordering': {
      const r = response as PartResponse<'ordering'>;
      return { ...r, order: (r.order ?? []).flatMap((id) => lookup('tokens', id) ?? []) };
    }
    case 'matching': {
      const r = response as PartResponse<'matching'>;
      const pairs: Record<string, string> = {};
      for (const [item, option] of Object.entries(r.pairs ?? {})) {
        const i = lookup('items', item);
        const o = lookup('options', option);
        if (i !== undefined && o !== undefined) pairs[i] = o;
      }
      return { ...r, pairs };
    }
    default:
      return response;
  }
}
