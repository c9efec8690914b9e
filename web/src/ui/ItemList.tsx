import type { ReactNode } from 'react';

export interface Item {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  /** Right-hand side: a status tag, a link, a button. */
  extra?: ReactNode;
}

/** A plain list of rows (title, description, something on the right); antd's List is deprecated. */
export function ItemList({ items, label }: { items: Item[]; label?: string }) {
  return (
    <ul aria-label={label} className="item-list">
      {items.map((item) => (
        <li key={item.key}>
          <div className="item-list-main">
            <div className="item-list-title">{item.title}</div>
            {item.description && <div className="item-list-description">{item.description}</div>}
          </div>
          {item.extra && <div className="item-list-extra">{item.extra}</div>}
        </li>
      ))}
    </ul>
  );
}
