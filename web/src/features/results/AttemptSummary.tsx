import { useTranslation } from 'react-i18next';
import type { MarkAttempt_MarkingFragment } from '../../gql/graphql';
import { RedoRequestButton } from '../../shared/RedoRequestButton';
import { useFormatters } from '../../ui/format';
import { Alert, Card } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';
import type { Loaded } from './markAttemptQuery';
import { ResultLabelTag } from './ResultLabelTag';

/**
 * The head of the marking page: whose work, where from, its status and when it came in, how the draft
 * stands (`draft`), the mark it went back with, and the redo asked for or the button to ask for one.
 */
export function AttemptSummary({
  result,
  marking,
  draft,
}: {
  result: Loaded['attemptReview']['result'];
  marking: MarkAttempt_MarkingFragment;
  draft: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions
        items={[
          { key: 'student', label: t('resultList.student'), children: result.student?.name ?? '—' },
          { key: 'class', label: t('resultList.class'), children: result.assignment?.class?.name ?? '—' },
          { key: 'title', label: t('resultList.assignment'), children: result.assignment?.title ?? '—' },
          {
            key: 'status',
            label: t('resultList.status'),
            children: <ResultLabelTag label={result.statusLabel} belowMinScore={result.belowMinScore} />,
          },
          {
            key: 'submitted',
            label: t('resultList.submittedAt'),
            children: format.dateTime(result.submittedAt),
          },
          { key: 'draft', label: t('marking.saveDraft'), children: draft },
        ]}
      />
      {marking.markedAt && marking.score !== null && marking.score !== undefined && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={t('marking.returnedAt', {
            time: format.dateTime(marking.markedAt),
            score: format.number(marking.score, 2),
            max: format.number(result.assignment?.maxScore, 2),
          })}
        />
      )}
      {result.redoRequested ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('redo.requestedAt', { time: format.dateTime(result.redoRequestedAt) })}
          description={result.redoNote || undefined}
        />
      ) : (
        (result.status === 'PASS' || result.status === 'FAIL') && (
          <div style={{ marginTop: 12 }}>
            <RedoRequestButton
              attemptId={String(result.id)}
              assignmentId={result.assignment ? String(result.assignment.id) : undefined}
              studentName={result.student?.name ?? ''}
            />
          </div>
        )
      )}
    </Card>
  );
}
