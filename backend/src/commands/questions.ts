import type { Part, QuestionType, TopicGroup } from '@lms/domain/questions';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { questionParts, questionTags, questions } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { BankItem } from '../policies/bank.js';
import {
  answeredQuestionIds,
  mediaExists,
  partsOfQuestions,
  usableTagIds,
  type QuestionRow,
} from '../queries/questions.js';

export interface QuestionFields {
  title: string;
  questionType: QuestionType;
  content: string;
  transcript: string;
  description: string;
  topicGroup: TopicGroup;
  visibility: 0 | 1;
  mediaId: number | null;
  tagIds: number[];
  /** Parts validated by `@lms/domain/questions`, each for its own type (the question's when not given). */
  parts: QuestionPart[];
}

/** A part and its own type: an IELTS section mixes types (a passage, judgements, a blanks part). */
export type QuestionPart = Part & { questionType?: QuestionType };

/** The fields a student sees: changing one of them on an answered question makes a new version. */
const CONTENT_FIELDS = ['title', 'questionType', 'content', 'transcript', 'mediaId', 'parts'] as const;

async function checkReferences(
  db: Db,
  fields: Partial<QuestionFields>,
  owner: BankItem & { ownerId: number },
) {
  if (fields.mediaId !== undefined && fields.mediaId !== null && !(await mediaExists(db, fields.mediaId)))
    throw badRequest({ media_id: 'invalid_input' });
  if (fields.tagIds?.length) {
    const usable = await usableTagIds(db, fields.tagIds, owner.ownerId, owner.store);
    if (usable.length !== new Set(fields.tagIds).size) throw badRequest({ tag_ids: 'invalid_input' });
  }
}

const partRows = (questionId: number, questionType: QuestionType, parts: QuestionPart[]) =>
  parts.map((p, position) => ({
    questionId,
    position,
    questionType: p.questionType ?? questionType,
    content: p.content,
    answer: p.answer,
    score: p.score,
    weight: p.weight,
  }));

export async function insertQuestion(
  tx: Tx,
  fields: QuestionFields,
  place: BankItem & { ownerId: number },
  lineage: { version?: number; rootId?: number | null; clonedFromId?: number | null } = {},
): Promise<QuestionRow> {
  const [row] = await tx
    .insert(questions)
    .values({
      title: fields.title,
      questionType: fields.questionType,
      content: fields.content,
      transcript: fields.transcript,
      description: fields.description,
      topicGroup: fields.topicGroup,
      visibility: fields.visibility,
      mediaId: fields.mediaId,
      store: place.store,
      ownerId: place.ownerId,
      version: lineage.version ?? 1,
      rootId: lineage.rootId ?? null,
      clonedFromId: lineage.clonedFromId ?? null,
    })
    .returning();
  if (fields.parts.length)
    await tx.insert(questionParts).values(partRows(row!.id, fields.questionType, fields.parts));
  const tagIds = [...new Set(fields.tagIds)];
  if (tagIds.length)
    await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: row!.id, tagId })));
  return row!;
}

export async function createQuestion(db: Db, place: BankItem & { ownerId: number }, fields: QuestionFields) {
  await checkReferences(db, fields, place);
  return transaction(db, (tx) => insertQuestion(tx, fields, place));
}

/** A question's fields and parts as a command takes them (to copy or to version it). */
export async function questionFields(db: Db, row: QuestionRow): Promise<QuestionFields> {
  const [parts, tagRows] = await Promise.all([
    partsOfQuestions(db, [row.id]),
    db.select({ tagId: questionTags.tagId }).from(questionTags).where(eq(questionTags.questionId, row.id)),
  ]);
  return {
    title: row.title,
    questionType: row.questionType,
    content: row.content,
    transcript: row.transcript,
    description: row.description,
    topicGroup: row.topicGroup,
    visibility: row.visibility as 0 | 1,
    mediaId: row.mediaId,
    tagIds: tagRows.map((t) => t.tagId),
    parts: parts.map((p) => ({
      questionType: p.questionType,
      content: p.content as Part['content'],
      answer: p.answer as Part['answer'],
      score: p.score,
      weight: p.weight,
    })),
  };
}

/**
 * Edits a question. One that students have answered keeps its answered version: a change to what students see
 * writes the next version (same lineage) and points the old one at it; the answer is the new version.
 */
export async function updateQuestion(
  db: Db,
  current: QuestionRow,
  changes: Partial<QuestionFields>,
): Promise<{ row: QuestionRow; newVersion: boolean }> {
  if (current.supersededById !== null) throw conflict('question_superseded');
  await checkReferences(db, changes, { store: current.store, ownerId: current.ownerId ?? 0 });
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (!Object.keys(given).length) return { row: current, newVersion: false };
  const answered = (await answeredQuestionIds(db, [current.id])).has(current.id);
  const touchesContent = CONTENT_FIELDS.some((f) => f in given);

  if (answered && touchesContent) {
    const next = { ...(await questionFields(db, current)), ...given };
    const row = await transaction(db, async (tx) => {
      const created = await insertQuestion(
        tx,
        next,
        { store: current.store, ownerId: current.ownerId ?? 0 },
        {
          version: current.version + 1,
          rootId: current.rootId ?? current.id,
          clonedFromId: current.clonedFromId,
        },
      );
      await tx.update(questions).set({ supersededById: created.id }).where(eq(questions.id, current.id));
      return created;
    });
    return { row, newVersion: true };
  }

  const row = await transaction(db, async (tx) => {
    const [updated] = await tx
      .update(questions)
      .set({
        title: changes.title,
        questionType: changes.questionType,
        content: changes.content,
        transcript: changes.transcript,
        description: changes.description,
        topicGroup: changes.topicGroup,
        visibility: changes.visibility,
        mediaId: changes.mediaId,
        updatedAt: new Date(),
      })
      .where(eq(questions.id, current.id))
      .returning();
    if (changes.parts) {
      await tx.delete(questionParts).where(eq(questionParts.questionId, current.id));
      const type = changes.questionType ?? current.questionType;
      if (changes.parts.length)
        await tx.insert(questionParts).values(partRows(current.id, type, changes.parts));
    } else if (changes.questionType) {
      // Parts of the question's old type follow it; a part with a type of its own keeps it.
      await tx
        .update(questionParts)
        .set({ questionType: changes.questionType })
        .where(
          and(eq(questionParts.questionId, current.id), eq(questionParts.questionType, current.questionType)),
        );
    }
    if (changes.tagIds) {
      await tx.delete(questionTags).where(eq(questionTags.questionId, current.id));
      const tagIds = [...new Set(changes.tagIds)];
      if (tagIds.length)
        await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: current.id, tagId })));
    }
    return updated!;
  });
  return { row, newVersion: false };
}

/** Deletes a question no student has answered (its answered versions stay for the answers). */
export async function deleteQuestion(db: Db, current: QuestionRow) {
  const lineage = current.rootId ?? current.id;
  if ((await answeredQuestionIds(db, [current.id])).has(current.id)) throw conflict('question_answered');
  const [deleted] = await db
    .delete(questions)
    .where(eq(questions.id, current.id))
    .returning({ id: questions.id });
  if (!deleted) throw notFound();
  return lineage;
}

/**
 * Copies a question into a store (a teacher's private one, or the common one for an admin): a new identity with
 * `cloned_from_id`, its parts, and the tags that may go on an item of the target store.
 */
export async function copyQuestion(db: Db, source: QuestionRow, place: BankItem & { ownerId: number }) {
  const fields = await questionFields(db, source);
  fields.tagIds = await usableTagIds(db, fields.tagIds, place.ownerId, place.store);
  return transaction(db, (tx) => insertQuestion(tx, fields, place, { clonedFromId: source.id }));
}
