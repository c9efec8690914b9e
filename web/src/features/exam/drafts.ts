import type { DomainResponse } from '../../shared/partFields';
import type { ExamStore } from './examStore';

/**
 * Answers still waiting in their debounce when the page is hidden or goes away (a reload, a closed tab). The
 * device queue (IndexedDB) is asynchronous and a page being unloaded may not finish writing to it, so these
 * are written at once, synchronously, to localStorage; the next runner of the attempt on this device queues
 * them (above every number it knows) and forgets them. A page that stays drops them once they are queued.
 */
const keyOf = (attemptId: string) => `lms.exam.drafts:${attemptId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDrafts(attemptId: string): Record<string, DomainResponse> {
  try {
    const value = JSON.parse(storage()?.getItem(keyOf(attemptId)) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, DomainResponse>) : {};
  } catch {
    return {};
  }
}

/** Keeps the parts' latest answers (synchronously: safe in `pagehide` and `visibilitychange`). */
export function keepDrafts(attemptId: string, drafts: Readonly<Record<string, DomainResponse>>) {
  if (Object.keys(drafts).length === 0) return;
  try {
    storage()?.setItem(keyOf(attemptId), JSON.stringify({ ...readDrafts(attemptId), ...drafts }));
  } catch {
    // Storage refused (quota, private mode): the asynchronous queue is all there is.
  }
}

/** Forgets the drafts that are queued now (a draft changed since, by a later `keepDrafts`, stays). */
export function dropDrafts(attemptId: string, queued: Readonly<Record<string, DomainResponse>>) {
  const drafts = readDrafts(attemptId);
  for (const [partId, response] of Object.entries(queued))
    if (JSON.stringify(drafts[partId]) === JSON.stringify(response)) delete drafts[partId];
  try {
    if (Object.keys(drafts).length) storage()?.setItem(keyOf(attemptId), JSON.stringify(drafts));
    else storage()?.removeItem(keyOf(attemptId));
  } catch {
    // nothing to forget
  }
}

/**
 * On resume: queues the drafts a page left behind, each above the part's number (the server's or the
 * queue's), and forgets them. Answers the responses and numbers with the drafts applied.
 */
export async function queueDrafts(
  store: ExamStore,
  attemptId: string,
  merged: { responses: Record<string, DomainResponse>; seqs: Record<string, number> },
) {
  const drafts = readDrafts(attemptId);
  for (const [partId, response] of Object.entries(drafts)) {
    const save = await store.enqueue(attemptId, partId, response, merged.seqs[partId] ?? 0);
    merged.responses[partId] = response;
    merged.seqs[partId] = save.seq;
  }
  dropDrafts(attemptId, drafts);
  return merged;
}
