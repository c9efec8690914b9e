import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { IeltsExamDateRow } from '../../db/rows.js';
import { ieltsExamDates, ieltsRegistrations } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest } from '../../http/errors.js';
import { cancelInTx, seatsTaken } from './registrations.js';

export interface ExamDateFields {
  examDate?: string | undefined;
  shift?: 'morning' | 'afternoon' | undefined;
  ieltsTestId?: number | undefined;
  description?: string | undefined;
  skillType?: '3_skills' | '4_skills' | undefined;
  format?: 'computer' | 'paper' | undefined;
  status?: 'open' | 'closed' | 'canceled' | undefined;
  unitPrice?: number | undefined;
  capacity?: number | undefined;
}

export async function createExamDate(db: Db, fields: ExamDateFields & { examDate: string; shift: string }) {
  const [row] = await db
    .insert(ieltsExamDates)
    .values({ ...fields, skillType: fields.skillType ?? '4_skills' })
    .returning({ id: ieltsExamDates.id });
  return row!.id;
}

/**
 * Changes an exam date; the capacity never drops below the seats taken (400 on capacity). Canceling it
 * cancels its registrations that are not marked: pending payments are canceled, paid ones refunded.
 */
export async function updateExamDate(db: Db, date: IeltsExamDateRow, fields: ExamDateFields, now: Date) {
  return transaction(db, async (tx) => {
    await tx.select().from(ieltsExamDates).where(eq(ieltsExamDates.id, date.id)).for('update');
    if (fields.capacity !== undefined) {
      const taken = await seatsTaken(tx, date.id);
      if (fields.capacity < taken) throw badRequest({ capacity: 'ielts_capacity_below' });
    }
    if (Object.keys(fields).length)
      await tx.update(ieltsExamDates).set(fields).where(eq(ieltsExamDates.id, date.id));
    if (fields.status === 'canceled' && date.status !== 'canceled') {
      const live = await tx
        .select()
        .from(ieltsRegistrations)
        .where(
          and(
            eq(ieltsRegistrations.examDateId, date.id),
            ne(ieltsRegistrations.status, 'canceled'),
            ne(ieltsRegistrations.status, 'marked'),
          ),
        );
      for (const r of live) await cancelInTx(tx, r, now);
    }
  });
}
