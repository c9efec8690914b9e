import type { ReactNode } from 'react';

/**
 * What an empty list says, with the next step a newcomer can take (create a class, a question...), instead of
 * a bare "Trống" (issue 25).
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-note">{children}</p>
      {action}
    </div>
  );
}
