import type { ReactNode } from 'react';

export type TagColor = 'green' | 'gold' | 'blue' | 'red' | 'purple' | 'default';

/** A small coloured label (antd's Tag look, without its close button machinery: it is on every page). */
export function Tag({ color = 'default', children }: { color?: TagColor; children: ReactNode }) {
  return <span className={`tag tag-${color}`}>{children}</span>;
}
