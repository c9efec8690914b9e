import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Apart from ./nativeChoiceFields: a page that shows the picker outside a react-hook-form form (the marking
// page's error tags) loads neither react-hook-form nor the fields' wiring with it.

/**
 * Several choices from a long list (a question's tags, an answer's error tags): the chosen ones as chips, and
 * a checkbox per option in a disclosure over the fields under it, filtered by a search box. As a select's
 * list, it closes on Escape (the focus back on it) or a click elsewhere.
 */
export function MultiSelect({
  id,
  labelledBy,
  options,
  value,
  onChange,
  disabled,
  placeholder,
}: {
  id?: string;
  /** The id of the element naming the group (its label). */
  labelledBy?: string;
  options: { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const picker = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const details = picker.current;
      if (!details) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const shown = options.filter((o) => o.label.toLowerCase().includes(search.trim().toLowerCase()));
  const chosen = new Set(value);
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...chosen, option] : [...chosen].filter((v) => v !== option));
  const chosenOptions = options.filter((o) => chosen.has(o.value));
  return (
    <div id={id} role="group" aria-labelledby={labelledBy} className="lms-multi">
      <details
        ref={picker}
        className="lms-input lms-multi-picker"
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary>
          {chosenOptions.length ? (
            chosenOptions.map((o) => (
              <span key={o.value} className="tag">
                {o.label}
              </span>
            ))
          ) : (
            <span className="lms-placeholder">{placeholder ?? t('common.choose')}</span>
          )}
        </summary>
        <div className="lms-multi-options">
          {options.length > 8 && (
            <input
              type="search"
              className="lms-input"
              aria-label={t('common.search')}
              placeholder={t('common.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          {shown.map((o) => (
            <label key={o.value} className="lms-choice">
              <input
                type="checkbox"
                checked={chosen.has(o.value)}
                disabled={disabled}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}
