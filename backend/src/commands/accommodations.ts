import type { Accommodation } from '@lms/domain';
import type { Db } from '../db/client.js';
import { studentAccommodations } from '../db/schema.js';

/** Sets a student's standing accommodation (issue 31 point 1), replacing the one before. */
export async function setAccommodation(
  db: Db,
  studentId: number,
  acc: Accommodation & { extraAttempts: number },
  by: number,
  now: Date,
) {
  const values = { ...acc, updatedBy: by, updatedAt: now };
  const [row] = await db
    .insert(studentAccommodations)
    .values({ userId: studentId, ...values })
    .onConflictDoUpdate({ target: studentAccommodations.userId, set: values })
    .returning();
  return row!;
}
