import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkAttempt_MarkingFragment } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { returnCheck, type ReturnCheck } from './ReturnWorkDialog';
import { useReturnAttempt } from './useReturnAttempt';

/** What a marking page is doing: saving the draft (by a press, or by itself), returning, or its own step. */
export type MarkingBusy = 'save' | 'return' | 'auto' | 'rubric' | null;

/** How long after the last edit the draft saves itself. */
const AUTOSAVE_MS = 2000;

/**
 * The draft and return steps of a marking page (the written marks, the speaking marks): save the draft,
 * return the work after asking (the total and the parts nobody marked, issue 25 point 4), and, where the
 * page counts its edits, save by itself two seconds after the last one and ask before a tab with unsaved
 * marks closes (issue 13: marks are never lost). The page owns its values and how they are sent (`save`:
 * the marks as the server then holds them, or null when refused; `quiet` when it saved by itself).
 */
export function useMarkingDraft({
  attemptId,
  maximum,
  save,
  afterReturn,
  edits,
  unsaved = false,
}: {
  attemptId: string;
  /** The assignment's maximum, the total's scale. */
  maximum: number;
  save: (quiet: boolean) => Promise<MarkAttempt_MarkingFragment | null>;
  /** Where the page goes once the work is returned. */
  afterReturn: () => void;
  /** The count of edits so far, where the draft saves by itself: each new one starts the wait again. */
  edits?: number;
  unsaved?: boolean;
}) {
  const { t } = useTranslation();
  const returnAttempt = useReturnAttempt();
  const [busy, setBusy] = useState<MarkingBusy>(null);
  const [returning, setReturning] = useState<ReturnCheck | null>(null);
  const [returnError, setReturnError] = useState<string | null>(null);

  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const autosave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(autosave.current), []);
  useEffect(() => {
    if (!edits) return;
    clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      setBusy((b) => b ?? 'auto');
      void latestSave.current(true).finally(() => setBusy((b) => (b === 'auto' ? null : b)));
    }, AUTOSAVE_MS);
  }, [edits]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  async function onSave() {
    clearTimeout(autosave.current);
    setBusy('save');
    if (await save(false)) toast.success(t('marking.draftSaved'));
    setBusy(null);
  }

  /** Saves the draft, then asks: the total the server's draft gives, the parts nobody marked. */
  async function onReturn() {
    clearTimeout(autosave.current);
    setBusy('return');
    const saved = await save(false);
    setBusy(null);
    if (!saved) return;
    setReturnError(null);
    setReturning(returnCheck(saved, maximum));
  }

  async function onConfirmReturn() {
    const confirmUnmarked = (returning?.unmarked.length ?? 0) > 0;
    setBusy('return');
    const answer = await returnAttempt(attemptId, { confirmUnmarked });
    setBusy(null);
    if (answer.ok) {
      setReturning(null);
      afterReturn();
    } else setReturnError(answer.errors.flatMap((e) => e.messages).join(' ') || null);
  }

  return {
    busy,
    setBusy,
    onSave: () => void onSave(),
    onReturn: () => void onReturn(),
    /** The props of the page's `ReturnWorkDialog` besides the student and the parts' numbers. */
    dialog: {
      check: returning,
      busy: busy === 'return',
      error: returnError,
      onConfirm: () => void onConfirmReturn(),
      onCancel: () => setReturning(null),
    },
  };
}
