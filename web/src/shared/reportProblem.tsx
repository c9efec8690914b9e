import type { ReactNode } from 'react';
import { createContext, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/native';

/** What a report is about: an exercise, and where known the question and the attempt it is seen in. */
export interface ReportTarget {
  exerciseId: string;
  questionId?: string | null;
  attemptId?: string | null;
  /** How the dialog names the question ("Question 3: Bees"). */
  questionLabel?: string | null;
}

/** Renders the dialog for a target; `onClose` when it is sent or cancelled. */
export type RenderReportDialog = (target: ReportTarget, onClose: () => void) => ReactNode;

/**
 * The "report a problem" dialog, given by app/ (it belongs to the reports feature, which the exam runner and
 * the result review may not import): a lazily loaded component, so neither page carries its code until a
 * student opens it. Without a provider the button does not show.
 */
export const ReportProblemContext = createContext<RenderReportDialog | null>(null);

/** A small button that opens the report dialog for `target`. */
export function ReportProblemButton({ target, compact }: { target: ReportTarget; compact?: boolean }) {
  const { t } = useTranslation();
  const renderDialog = useContext(ReportProblemContext);
  const [open, setOpen] = useState(false);
  if (!renderDialog) return null;
  const label = target.questionId ? t('report.buttonQuestion') : t('report.button');
  return (
    <>
      <Button
        size="small"
        type={compact ? 'text' : 'default'}
        className="report-problem-button"
        aria-haspopup="dialog"
        aria-label={target.questionLabel ? `${label}: ${target.questionLabel}` : label}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && <Suspense fallback={null}>{renderDialog(target, () => setOpen(false))}</Suspense>}
    </>
  );
}
