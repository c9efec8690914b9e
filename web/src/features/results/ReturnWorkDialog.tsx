import { returnPlan, type ReturnPlan } from '@lms/domain';
import type { MarkedBy } from '@lms/domain/questions';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkAttempt_MarkingFragment } from '../../gql/graphql';
import { useFormatters } from '../../ui/format';
import { Alert } from '../../ui/native';

/** What returning the work now does: the domain's plan, with the total's maximum. */
export interface ReturnCheck extends ReturnPlan<string> {
  max: number;
}

/**
 * The plan of returning an attempt (`returnPlan` of @lms/domain, the backend's rule): each part's score is
 * `scores[partId]` when given (what the form holds), else the draft's, else the returned or the key's.
 */
export function returnCheck(
  marking: Pick<MarkAttempt_MarkingFragment, 'parts' | 'draft'>,
  maximum: number,
  scores: Readonly<Record<string, number | null | undefined>> = {},
): ReturnCheck {
  const drafted = new Map((marking.draft?.parts ?? []).map((p) => [String(p.partId), p.score]));
  const plan = returnPlan(
    marking.parts.map((p) => {
      const id = String(p.partId);
      const score = id in scores ? scores[id] : drafted.get(id);
      return {
        id,
        markedBy: p.markedBy.toLowerCase() as MarkedBy,
        maxScore: p.maxScore,
        weight: p.weight,
        score: score ?? p.score ?? null,
        answered: p.answered,
      };
    }),
    maximum,
  );
  return { ...plan, max: maximum };
}

/**
 * Before the work goes back (issue 25 point 4): the total it goes back with, the parts nobody marked (named
 * by their numbers in the exam; returned with 0 only if the marker goes on) and the parts without an answer
 * (0 unless scored). Cancel keeps the page as it is.
 */
export function ReturnWorkDialog({
  check,
  studentName,
  numbers,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  /** Null: closed. */
  check: ReturnCheck | null;
  studentName: string;
  numbers: Readonly<Record<string, number | undefined>>;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const named = (ids: readonly string[]) => ids.map((id) => numbers[id] ?? '?').join(', ');
  if (!check) return null;
  const { unmarked, unanswered } = check;
  // Mounted only while open: cancelled, it is gone at once (no dialog left closing over the page).
  return (
    <Modal
      open
      title={t('marking.returnConfirmTitle', { name: studentName })}
      okText={unmarked.length ? t('marking.returnAnyway') : t('marking.returnWork')}
      okButtonProps={unmarked.length ? { danger: true } : undefined}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {t('marking.returnTotal', {
          score: format.number(check.total, 2),
          max: format.number(check.max, 2),
        })}
      </p>
      {unmarked.length > 0 && (
        <Alert type="warning" showIcon title={t('marking.returnUnmarked', { parts: named(unmarked) })} />
      )}
      {unanswered.length > 0 && <p>{t('marking.returnUnanswered', { parts: named(unanswered) })}</p>}
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
