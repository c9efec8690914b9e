import { useTranslation } from 'react-i18next';

/**
 * Shown while sign-on initialises and while a page's code loads. Plain CSS (styles.css): the start-up
 * path carries no more JavaScript than it must.
 */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner-fullscreen" role="status" aria-label={t('common.loading')} aria-busy="true">
      <span className="spinner" />
    </div>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner-page" role="status" aria-label={t('common.loading')} aria-busy="true">
      <span className="spinner" />
    </div>
  );
}

/** A small spinner in a line of text, while a part loaded on a click arrives. */
export function InlineSpinner() {
  const { t } = useTranslation();
  return <span className="spinner spinner-inline" role="status" aria-label={t('common.loading')} />;
}
