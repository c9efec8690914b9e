import type { ReactNode } from 'react';

/** A titled box (what antd's Card shows), without Card's tabs and loading machinery. */
export function Panel({
  title,
  extra,
  children,
  className,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`panel${className ? ` ${className}` : ''}`}>
      {(title || extra) && (
        <header className="panel-header">
          {title && <h2>{title}</h2>}
          {extra}
        </header>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}

/** "Nothing here" inside a panel. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="empty-note">{children}</p>;
}
