import type { ReactNode } from 'react';

const GLYPHS = { '403': '⛔', '404': '🔍', error: '⚠️', success: '✅', info: 'ℹ️' } as const;

/** A full-page answer: 403, 404, an error. Light on purpose: it belongs to the app's shell. */
export function StatusPage({
  status,
  title,
  subTitle,
  extra,
}: {
  status: keyof typeof GLYPHS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="status-page">
      <div className="status-page-code" aria-hidden>
        <span>{GLYPHS[status]}</span>
        {(status === '403' || status === '404') && <strong>{status}</strong>}
      </div>
      <h1>{title}</h1>
      {subTitle && <p>{subTitle}</p>}
      {extra && <div className="status-page-extra">{extra}</div>}
    </div>
  );
}
