import type { ExerciseStore, Role, TopicGroup } from '../../gql/graphql';
import type { BankStorePath } from '../../shared/paths';

/** The store a bank path shows: `general` the common store, `teacher` the private ones. */
export const storeOfPath = (path: BankStorePath): ExerciseStore =>
  path === 'general' ? 'COMMON' : 'PRIVATE';
export const pathOfStore = (store: ExerciseStore): BankStorePath =>
  store === 'COMMON' ? 'general' : 'teacher';

/**
 * the permission matrix of docs/architecture.md (administrators write the common store, a teacher their own private items), as
 * the backend answers it for the viewer: never worked out here from the owner, which a teacher may not be shown.
 */
export const mayWriteItem = (item: { viewerCanWrite: boolean }): boolean => item.viewerCanWrite;

/** Administrators and teachers write new items (into the common store and their own, each). */
export const mayCreate = (role: Role | null, path: BankStorePath) =>
  path === 'general' ? role === 'ADMIN' : role === 'TEACHER';

/** The topic groups of questions and exercises, in the order the filters offer them. */
export const TOPIC_GROUPS: readonly TopicGroup[] = [
  'GRAMMAR',
  'VOCAB',
  'SPEAKING',
  'READING',
  'TRANSLATION',
  'LISTENING',
  'PRONUNCIATION',
  'OTHER',
];
