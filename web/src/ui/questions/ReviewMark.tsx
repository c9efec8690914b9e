import { useTranslation } from 'react-i18next';

/** Right or wrong beside an answer in the review: a sign and its word, never colour alone. */
export function ReviewMark({ right }: { right: boolean | undefined }) {
  const { t } = useTranslation();
  if (right === undefined) return null;
  return (
    <span
      className={`qv-mark ${right ? 'qv-mark-right' : 'qv-mark-wrong'}`}
      role="img"
      aria-label={right ? t('questionView.right') : t('questionView.wrong')}
    >
      {right ? '✓' : '✗'}
    </span>
  );
}

/** The class of an answered element in the review. */
export const reviewClass = (right: boolean | undefined) =>
  right === undefined ? '' : right ? ' qv-right' : ' qv-wrong';
