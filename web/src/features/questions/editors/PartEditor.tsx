import type { Interaction } from '@lms/domain/questions';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui/native/Skeleton';
import type { EditorProps } from './shared';

// One editor per interaction (docs/design.md section 8), each its own chunk: a question loads only its own.
const EDITORS: Record<Interaction, ComponentType<EditorProps>> = {
  single_choice: lazy(() => import('./ChoiceEditor').then((m) => ({ default: m.ChoiceEditor }))),
  multiple_choice: lazy(() => import('./ChoiceEditor').then((m) => ({ default: m.ChoiceEditor }))),
  text_entry: lazy(() => import('./TextEntryEditor').then((m) => ({ default: m.TextEntryEditor }))),
  matching: lazy(() => import('./MatchingEditor').then((m) => ({ default: m.MatchingEditor }))),
  ordering: lazy(() => import('./OrderingEditor').then((m) => ({ default: m.OrderingEditor }))),
  hotspot: lazy(() => import('./HotspotEditor').then((m) => ({ default: m.HotspotEditor }))),
  extended_writing: lazy(() => import('./WritingEditor').then((m) => ({ default: m.WritingEditor }))),
  spoken_answer: lazy(() => import('./SpokenAnswerEditor').then((m) => ({ default: m.SpokenAnswerEditor }))),
  spoken_target: lazy(() => import('./SpokenTargetEditor').then((m) => ({ default: m.SpokenTargetEditor }))),
  none: lazy(() => import('./PassageEditor').then((m) => ({ default: m.PassageEditor }))),
};

/** The editor of a part's interaction. */
export function PartEditor({ interaction, ...props }: EditorProps & { interaction: Interaction }) {
  const Editor = EDITORS[interaction];
  return (
    <Suspense fallback={<Skeleton rows={3} />}>
      <Editor {...props} />
    </Suspense>
  );
}
