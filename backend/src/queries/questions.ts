import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { media, questionParts, questionTags, questions, tags, userAnswers } from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import type { ListQuery } from '../http/pagination.js';
import type { BankScope } from '../policies/bank.js';
import { rowById } from './by-id.js';

import type { QuestionExtras, QuestionPartRow, QuestionRow } from '../db/rows.js';

export type { QuestionPartRow, QuestionRow };

export interface QuestionFilter {
  scope: BankScope;
  ids?: number[] | undefined;
  store?: 'common' | 'private' | undefined;
  ownerId?: number | undefined;
  types?: string[] | undefined;
  topicGroups?: string[] | undefined;
  tagIds?: number[] | undefined;
  search?: string | undefined;
  ordering: string;
}

/** The bank items a scope may read, on the questions or the exercises table. */
export function scopeCondition(scope: BankScope, table: { store: AnyPgColumn; ownerId: AnyPgColumn }) {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'common') return eq(table.store, 'common');
  return or(eq(table.store, 'common'), and(eq(table.store, 'private'), eq(table.ownerId, scope.ownerId)));
}

/**
 * The bank's questions the viewer may read, current versions only (a batch by ids answers any version: an
 * answer points at the version it answered).
 */
export function questionList(db: Db, f: QuestionFilter): ListQuery<QuestionRow> {
  const where: (SQL | undefined)[] = [
    scopeCondition(f.scope, questions),
    f.ids ? inArray(questions.id, f.ids) : isNull(questions.supersededById),
    f.store ? eq(questions.store, f.store) : undefined,
    f.ownerId !== undefined ? eq(questions.ownerId, f.ownerId) : undefined,
    f.types ? inArray(questions.questionType, f.types as QuestionRow['questionType'][]) : undefined,
    f.topicGroups ? inArray(questions.topicGroup, f.topicGroups as QuestionRow['topicGroup'][]) : undefined,
    f.tagIds
      ? exists(
          db
            .select({ one: sql`1` })
            .from(questionTags)
            .where(and(eq(questionTags.questionId, questions.id), inArray(questionTags.tagId, f.tagIds))),
        )
      : undefined,
    f.search ? matchesSearch(questions.searchText, f.search) : undefined,
  ];
  const cond = and(...where);
  const column = f.ordering.endsWith('title') ? questions.title : questions.updatedAt;
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      db.select().from(questions).where(cond).orderBy(order, desc(questions.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(questions).where(cond),
  };
}

export const questionById = (db: Db, id: number) => rowById(db, questions, id);

/** The parts of these questions, in order. */
export function partsOfQuestions(db: Db, questionIds: number[]): Promise<QuestionPartRow[]> {
  if (!questionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(questionParts)
    .where(inArray(questionParts.questionId, questionIds))
    .orderBy(asc(questionParts.questionId), asc(questionParts.position), asc(questionParts.id));
}

export async function questionExtras(db: Db, rows: QuestionRow[]): Promise<QuestionExtras> {
  const ids = rows.map((r) => r.id);
  const mediaIds = [...new Set(rows.map((r) => r.mediaId).filter((id): id is number => id !== null))];
  if (!ids.length) return { tags: new Map(), media: new Map(), partCounts: new Map(), answered: new Set() };
  const [tagRows, mediaRows, countRows, answeredRows] = await Promise.all([
    db
      .select({ questionId: questionTags.questionId, id: tags.id, name: tags.name })
      .from(questionTags)
      .innerJoin(tags, eq(tags.id, questionTags.tagId))
      .where(inArray(questionTags.questionId, ids))
      .orderBy(asc(tags.name)),
    mediaIds.length
      ? db
          .select({ id: media.id, kind: media.kind, mimeType: media.mimeType })
          .from(media)
          .where(inArray(media.id, mediaIds))
      : Promise.resolve([]),
    db
      .select({ questionId: questionParts.questionId, n: count() })
      .from(questionParts)
      .where(inArray(questionParts.questionId, ids))
      .groupBy(questionParts.questionId),
    answeredQuestionIds(db, ids),
  ]);
  const tagMap = new Map<number, { id: number; name: string }[]>();
  for (const t of tagRows)
    tagMap.set(t.questionId, [...(tagMap.get(t.questionId) ?? []), { id: t.id, name: t.name }]);
  return {
    tags: tagMap,
    media: new Map(mediaRows.map((m) => [m.id, m])),
    partCounts: new Map(countRows.map((c) => [c.questionId, c.n])),
    answered: answeredRows,
  };
}

/** The questions among these that a student has answered (any part). */
export async function answeredQuestionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ questionId: questionParts.questionId })
    .from(questionParts)
    .innerJoin(userAnswers, eq(userAnswers.questionPartId, questionParts.id))
    .where(inArray(questionParts.questionId, ids));
  return new Set(rows.map((r) => r.questionId));
}

/** The tags of these ids that exist and may go on an item of the store: common ones, and the owner's own. */
export async function usableTagIds(db: Db, tagIds: number[], ownerId: number, store: 'common' | 'private') {
  if (!tagIds.length) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        inArray(tags.id, tagIds),
        store === 'common' ? isNull(tags.ownerId) : or(isNull(tags.ownerId), eq(tags.ownerId, ownerId)),
      ),
    );
  return rows.map((r) => r.id);
}

export async function mediaExists(db: Db, id: number) {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return Boolean(row);
}

/** The questions of these ids (any version), for a batch that checks each one's store. */
export const questionsByIdsIn = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(questions).where(inArray(questions.id, ids)) : Promise.resolve([]);
