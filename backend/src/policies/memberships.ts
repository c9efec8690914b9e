import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classStaff, classStudents, type STAFF_KINDS } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { isStudent } from './roles.js';

/**
 * A viewer's place in every class, read once per remembered viewer instead of once per check: a GraphQL
 * query is several REST calls with the same viewer within milliseconds, each of which used to ask who
 * teaches or studies which class. The viewer's `memo` lives as long as the authenticator remembers the
 * viewer (one second, see `viewerCacheMs`); any change to a class's staff or students in this process makes
 * every remembered membership stale at once (`membershipsChanged`), so only another backend process can
 * answer from memberships up to a second old.
 */
export interface Memberships {
  /** Classes the viewer teaches or examines, with the kind of staff. */
  staff: Map<number, StaffKind>;
  /** Classes the viewer is a student of, with the status (request, active, reserve, ...). */
  student: Map<number, string>;
}

type StaffKind = (typeof STAFF_KINDS)[number];

let version = 0;

/** Call after writing `class_staff` or `class_students` (or deleting a class). */
export function membershipsChanged() {
  version++;
}

interface Remembered {
  version: number;
  value: Promise<Memberships>;
}

export function membershipsOf(db: Db, viewer: Viewer): Promise<Memberships> {
  const memo = viewer.memo;
  const known = memo?.get('memberships') as Remembered | undefined;
  if (known && known.version === version) return known.value;
  const value = load(db, viewer);
  if (memo) {
    const entry: Remembered = { version, value };
    memo.set('memberships', entry);
    value.catch(() => memo.get('memberships') === entry && memo.delete('memberships'));
  }
  return value;
}

async function load(db: Db, viewer: Viewer): Promise<Memberships> {
  const uid = viewer.user.id;
  if (isStudent(viewer)) {
    const rows = await db
      .select({ classId: classStudents.classId, status: classStudents.status })
      .from(classStudents)
      .where(eq(classStudents.studentId, uid));
    return { staff: new Map(), student: new Map(rows.map((r) => [r.classId, r.status])) };
  }
  const rows = await db
    .select({ classId: classStaff.classId, kind: classStaff.kind })
    .from(classStaff)
    .where(eq(classStaff.userId, uid));
  return {
    staff: new Map(rows.map((r) => [r.classId, r.kind])),
    student: new Map(),
  };
}
