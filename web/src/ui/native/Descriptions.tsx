import type { CSSProperties, ReactNode } from 'react';

/** antd's Descriptions: label and value pairs, side by side on a wide screen (a `<dl>`). */
export function Descriptions({
  items,
  style,
}: {
  items: { key: string; label: ReactNode; children: ReactNode }[];
  style?: CSSProperties;
}) {
  return (
    <dl className="lms-descriptions" style={style}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
