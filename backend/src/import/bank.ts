/**
 * The import's and the export's database side: tag names to the caller's usable tags, the all-or-nothing
 * write of a whole file, and the reading of a filtered bank in batches.
 */
import type { Part } from '@lms/domain/questions';
import { eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { questionParts, questions, questionTags, tags } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import type { BankItem } from '../policies/bank.js';
import {
  partsOfQuestions,
  questionExtras,
  questionList,
  type QuestionFilter,
  type QuestionRow,
} from '../queries/questions.js';
import type { DraftQuestion, RowError } from './rows.js';

type Place = BankItem & { ownerId: number };

/** Tag names (any case) to the ids of the tags an item of the store may carry: the owner's own first. */
export async function tagIdsByName(db: Db, place: Place): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, ownerId: tags.ownerId })
    .from(tags)
    .where(
      place.store === 'common'
        ? isNull(tags.ownerId)
        : or(isNull(tags.ownerId), eq(tags.ownerId, place.ownerId)),
    );
  const byName = new Map<string, number>();
  for (const t of rows.sort((x, y) => Number(x.ownerId === null) - Number(y.ownerId === null)))
    if (!byName.has(t.name.trim().toLowerCase())) byName.set(t.name.trim().toLowerCase(), t.id);
  return byName;
}

/** The tag errors of the drafts (a name with no usable tag), and each draft's tag ids. */
export function resolveTags(drafts: DraftQuestion[], byName: Map<string, number>) {
  const errors: RowError[] = [];
  const ids = drafts.map((d) =>
    d.tagNames.flatMap((name) => {
      const id = byName.get(name.toLowerCase());
      if (id === undefined) errors.push({ row: d.row, column: 'tags', key: 'import_tag_unknown' });
      return id === undefined ? [] : [id];
    }),
  );
  return { errors, ids };
}

const CHUNK = 500;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Writes every question of the file in one transaction: all of them, or (on any failure) none. Rows go in
 * multi-row inserts (a statement per 500 rows, not three per question): 1,000 rows stay well within the
 * import's 10 s on PGlite (bench/import.ts).
 */
export async function importQuestions(db: Db, place: Place, drafts: DraftQuestion[], tagIds: number[][]) {
  return transaction(db, async (tx) => {
    const ids: number[] = [];
    for (const batch of chunks(drafts.map((d, i) => ({ d, i })))) {
      const inserted = await tx
        .insert(questions)
        .values(
          batch.map(({ d }) => ({
            title: d.title,
            questionType: d.questionType,
            content: d.content,
            description: d.description,
            topicGroup: d.topicGroup,
            store: place.store,
            ownerId: place.ownerId,
          })),
        )
        .returning({ id: questions.id });
      ids.push(...inserted.map((r) => r.id));
    }
    const parts = drafts.flatMap((d, i) =>
      d.parts.map((p, position) => ({
        questionId: ids[i]!,
        position,
        questionType: p.questionType,
        content: p.content,
        answer: p.answer,
        score: p.score,
        weight: p.weight,
      })),
    );
    for (const batch of chunks(parts)) await tx.insert(questionParts).values(batch);
    const links = drafts.flatMap((_, i) =>
      [...new Set(tagIds[i] ?? [])].map((tagId) => ({ questionId: ids[i]!, tagId })),
    );
    for (const batch of chunks(links)) await tx.insert(questionTags).values(batch);
    return ids;
  });
}

export interface ExportedQuestion {
  row: QuestionRow;
  tagNames: string[];
  /** Each part with its own type (an IELTS section mixes types). */
  parts: (Part & { questionType: QuestionRow['questionType'] })[];
}

export const MAX_EXPORT = 10_000;
const BATCH = 500;

/** The questions a filtered list shows (current versions the caller may read), with parts and tag names. */
export async function questionsForExport(db: Db, filter: QuestionFilter): Promise<ExportedQuestion[]> {
  const list = questionList(db, filter);
  const out: ExportedQuestion[] = [];
  for (let offset = 0; offset < MAX_EXPORT; offset += BATCH) {
    const rows = await list.rows(Math.min(BATCH, MAX_EXPORT - offset), offset);
    if (!rows.length) break;
    const [extras, parts] = await Promise.all([
      questionExtras(db, rows),
      partsOfQuestions(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    for (const row of rows)
      out.push({
        row,
        tagNames: (extras.tags.get(row.id) ?? []).map((t) => t.name),
        parts: parts
          .filter((p) => p.questionId === row.id)
          .map((p) => ({
            questionType: p.questionType,
            content: p.content as Part['content'],
            answer: p.answer as Part['answer'],
            score: p.score,
            weight: p.weight,
          })),
      });
    if (rows.length < BATCH) break;
  }
  return out;
}
