import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface MenuGroup {
  key: string;
  /** Shown above the group's choices; a menu of one group without a label is a plain list. */
  label?: string;
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
  children,
  loading,
  align = 'start',
}: {
  /** The button's accessible name (and the menu's). */
  label: string;
  icon: ReactNode;
  groups: MenuGroup[];
  onChoose: (key: string) => void;
  /** The button's visible text beside the icon; without it the button shows the icon alone. */
  children?: ReactNode;
  /** Busy with the last choice: the button waits (as antd's Button with `loading`). */
  loading?: boolean;
  /** `end`: the menu lines up with the button's end (a button at the end of a toolbar). */
  align?: 'start' | 'end';
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
        className={['btn btn-default', loading && 'btn-loading'].filter(Boolean).join(' ')}
        aria-label={children ? undefined : label}
        disabled={loading}
        aria-busy={loading || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="btn-icon" aria-hidden>
          {icon}
        </span>
        {children}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={['lms-menu', align === 'end' && 'lms-menu-end'].filter(Boolean).join(' ')}
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-label={group.label}>
              {group.label && (
                <div className="lms-menu-group" aria-hidden>
                  {group.label}
                </div>
              )}
              {group.items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={group.label ? 'lms-menu-item' : 'lms-menu-item lms-menu-item-plain'}
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
