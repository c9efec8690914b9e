import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fields';
import { Controlled } from './fields';
import { isDay, parseTypedDate, readTyped, unreadText } from './typedDate';

/** A held day as the field shows it (dd/mm/yyyy); text that could not be read as it was typed. */
const shownText = (value: string | null) =>
  value && isDay(value) ? value.split('-').reverse().join('/') : (value ?? '');

function TypedDayInput({
  value,
  onChange,
  onBlur,
  invalid,
  ...input
}: {
  id: string;
  name: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const [text, setText] = useState(() => shownText(value));
  const [held, setHeld] = useState(value);
  // A value set from outside (a quarter picked) shows at once; one typed here shows as read.
  if (value !== held) {
    setHeld(value);
    setText(shownText(value));
  }
  const commit = () => {
    const next = readTyped(text, parseTypedDate);
    if (next !== value) onChange(next);
  };
  return (
    <input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="lms-input"
      aria-invalid={invalid}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        commit();
        onBlur();
      }}
      // Enter commits the text before the form, whose Enter applies it, reads the value.
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/**
 * The date field of the native pages (no antd, docs/decisions.md): a `YYYY-MM-DD` value typed as dd/mm/yyyy,
 * d/m/yyyy or yyyy-mm-dd (./typedDate, as the pickers of ./dateFields). Text it cannot read stays, refused
 * with the format expected.
 */
export function NativeDateField<T extends FieldValues>({ placeholder, ...props }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controlled
      {...props}
      valueError={(value) => {
        const text = unreadText(value, isDay);
        return text === null ? undefined : t('validation.dateUnreadable', { text });
      }}
      render={({ id, field, invalid }) => (
        <TypedDayInput
          id={id}
          name={field.name}
          placeholder={placeholder ?? t('common.dateHint')}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={invalid}
        />
      )}
    />
  );
}
