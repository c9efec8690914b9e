import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface MenuGroup {
  key: string;
  label: string;
  items: { key: string; label: string }[];
}

/**
 * A button opening a menu of grouped choices (antd's Dropdown menu): Escape or a click outside closes
 * it, arrow keys move between the choices, and the button gets the focus back.
 */
export function MenuButton({
  label,
  icon,
  groups,
  onChoose,
}: {
  /** The button's accessible name. */
  label: string;
  icon: ReactNode;
  groups: MenuGroup[];
  onChoose: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') close();
    else if (move) all[(at + move + all.length) % all.length]?.focus();
    else if (event.key === 'Home') all[0]?.focus();
    else if (event.key === 'End') all.at(-1)?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className="lms-menu-button" ref={root} onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={button}
        type="button"
        className="btn btn-default"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="btn-icon" aria-hidden>
          {icon}
        </span>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="lms-menu">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-label={group.label}>
              <div className="lms-menu-group" aria-hidden>
                {group.label}
              </div>
              {group.items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="lms-menu-item"
                  onClick={() => {
                    close();
                    onChoose(item.key);
                  }}
                >
                  {item.label}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
