import type { ReactNode } from 'react';

/**
 * Inline icons rather than emoji: emoji need an emoji font, which many machines (and kiosks in
 * classrooms) lack. Paths on a 24-unit grid, drawn with the current text colour.
 */
const ICONS = {
  '403': 'M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5zM12 14v3',
  '404': 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
  error: 'M12 3 2 21h20zM12 10v5M12 18v.5',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
} as const;

/** A full-page answer: 403, 404, an error. Light on purpose: it belongs to the app's shell. */
export function StatusPage({
  status,
  title,
  subTitle,
  extra,
}: {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="status-page">
      <div className="status-page-code" aria-hidden>
        <svg
          viewBox="0 0 24 24"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICONS[status]} />
        </svg>
        {(status === '403' || status === '404') && <strong>{status}</strong>}
      </div>
      <h1>{title}</h1>
      {subTitle && <p>{subTitle}</p>}
      {extra && <div className="status-page-extra">{extra}</div>}
    </div>
  );
}
