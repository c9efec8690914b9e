import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

/**
 * antd's Tabs with its props the pages use: a tab list (WAI-ARIA tabs: arrow keys, Home and End move and
 * open a tab) over its panels. Like antd's, a panel renders when its tab is first opened and stays mounted,
 * hidden, after; tabs that do not fit scroll sideways where antd folds them into a menu (rc-menu and its
 * dropdown, about 20 kB on every page with tabs).
 */
export function Tabs<K extends string>({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
}: {
  items: TabItem<K>[];
  activeKey?: K;
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
}) {
  const id = useId();
  const [own, setOwn] = useState<K | undefined>(defaultActiveKey);
  const active = items.find((i) => i.key === (activeKey ?? own))?.key ?? items[0]?.key;
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set(active ? [active] : []));
  if (active && !opened.has(active)) setOpened(new Set([...opened, active]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (key: K) => {
    if (key === active) return;
    setOwn(key);
    onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    tabs.current[next ?? 0]?.focus();
    open(item.key);
  };

  return (
    <div className="lms-tabs">
      <div role="tablist" className="lms-tabs-nav">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className="lms-tabs-tab"
            onClick={() => open(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => opened.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
            className="lms-tabs-panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
