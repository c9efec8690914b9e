import type { BuilderQuestion } from './builderQuestion';
import type { ExerciseFormValues } from './exerciseSchema';

/** What the builder keeps across a reload: the fields and the chosen questions, in order. */
export interface BuilderDraft {
  values: ExerciseFormValues;
  questions: BuilderQuestion[];
}

const keyOf = (store: string, id: string | null) => `lms.exerciseDraft.${store}.${id ?? 'new'}`;

/** The draft of one builder (a store's new exercise, or one exercise), kept for the browser tab's life. */
export function readDraft(store: string, id: string | null): BuilderDraft | null {
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(keyOf(store, id)) ?? 'null',
    ) as BuilderDraft | null;
    return saved && typeof saved === 'object' && saved.values && Array.isArray(saved.questions)
      ? saved
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(store: string, id: string | null, draft: BuilderDraft) {
  try {
    window.sessionStorage.setItem(keyOf(store, id), JSON.stringify(draft));
  } catch {
    // A full storage loses the draft, not the page.
  }
}

export function clearDraft(store: string, id: string | null) {
  window.sessionStorage.removeItem(keyOf(store, id));
}
