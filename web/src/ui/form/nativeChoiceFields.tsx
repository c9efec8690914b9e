import { CloseOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from './choiceFields';
import type { FieldProps } from './fields';
import { Controlled } from './fields';
import { MultiSelect } from './MultiSelect';

// ./choiceFields' fields on native controls, for pages that load no antd at all (the question editor,
// issue 11): a native number input, select, radio group, ./MultiSelect's checkbox picker for several choices
// and a list of free words. The other forms keep antd's (search in a select, dates beside them).

export interface OptionGroup<V extends string | number = string> {
  label: string;
  options: Option<V>[];
}

export function NumberField<T extends FieldValues>({
  min,
  max,
  step,
  disabled,
  ...props
}: FieldProps<T> & { min?: number; max?: number; step?: number }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <NumberInput
          id={id}
          name={field.name}
          inputRef={field.ref}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={invalid}
        />
      )}
    />
  );
}

/** A number or nothing (an emptied input is null, as antd's InputNumber gives). */
export function NumberInput({
  value,
  onChange,
  inputRef,
  invalid,
  className,
  ...input
}: {
  id?: string;
  name?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}) {
  return (
    <input
      {...input}
      ref={inputRef}
      type="number"
      inputMode="decimal"
      className={['lms-input', className].filter(Boolean).join(' ')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
      aria-invalid={invalid}
    />
  );
}

const isGroup = <V extends string | number>(o: Option<V> | OptionGroup<V>): o is OptionGroup<V> =>
  'options' in o;

/** A single choice in a native select; options may come in groups (optgroup). */
export function SelectField<T extends FieldValues, V extends string | number = string>({
  options,
  disabled,
  placeholder,
  ...props
}: FieldProps<T> & { options: (Option<V> | OptionGroup<V>)[] }) {
  const flat = options.flatMap((o) => (isGroup(o) ? o.options : [o]));
  const option = (o: Option<V>) => (
    <option key={String(o.value)} value={String(o.value)}>
      {o.label}
    </option>
  );
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => {
        const value = field.value as V | null | undefined;
        return (
          <select
            id={id}
            className="lms-input lms-select"
            name={field.name}
            ref={field.ref}
            disabled={disabled}
            value={value === null || value === undefined ? '' : String(value)}
            // Options hold numbers or strings; a select gives text, so the option is found by its text.
            onChange={(e) =>
              field.onChange(flat.find((o) => String(o.value) === e.target.value)?.value ?? null)
            }
            onBlur={field.onBlur}
            aria-invalid={invalid}
          >
            {(value === null || value === undefined) && <option value="">{placeholder ?? ''}</option>}
            {options.map((o) =>
              isGroup(o) ? (
                <optgroup key={o.label} label={o.label}>
                  {o.options.map(option)}
                </optgroup>
              ) : (
                option(o)
              ),
            )}
          </select>
        );
      }}
    />
  );
}

export function RadioGroupField<T extends FieldValues, V extends string | number>({
  options,
  disabled,
  ...props
}: FieldProps<T> & { options: Option<V>[] }) {
  return (
    <Controlled
      {...props}
      group
      render={({ id, field }) => (
        <div role="radiogroup" aria-labelledby={id} className="lms-choices">
          {options.map((o) => (
            <label key={String(o.value)} className="lms-choice">
              <input
                type="radio"
                name={field.name}
                checked={field.value === o.value}
                disabled={disabled}
                onChange={() => field.onChange(o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
      )}
    />
  );
}

/** MultiSelect as a form field. */
export function MultiSelectField<T extends FieldValues>({
  options,
  disabled,
  placeholder,
  ...props
}: FieldProps<T> & { options: { value: string; label: string }[] }) {
  return (
    <Controlled
      {...props}
      group
      render={({ id, field }) => (
        <MultiSelect
          labelledBy={id}
          options={options}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          disabled={disabled}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/**
 * Free words as chips (a cue card's points, a blank's accepted answers): Enter, or a separator, adds what
 * is typed; each chip has its remove button; Backspace in the empty input removes the last.
 */
export function WordsInput({
  id,
  value,
  onChange,
  separator,
  invalid,
  disabled,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** Typing it splits the text into several words, as Enter does. */
  separator?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const words = (separator ? typed.split(separator) : [typed]).map((w) => w.trim()).filter(Boolean);
    const next = words.filter((w, i) => !value.includes(w) && words.indexOf(w) === i);
    if (next.length) onChange([...value, ...next]);
    setText('');
  };
  return (
    <div className="lms-input lms-words" aria-invalid={invalid}>
      {value.map((word, i) => (
        <span key={`${i}:${word}`} className="tag lms-word">
          {word}
          <button
            type="button"
            className="lms-word-remove"
            aria-label={t('common.removeItem', { name: word })}
            disabled={disabled}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <CloseOutlined aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => {
          const typed = e.target.value;
          if (separator && typed.includes(separator)) add(typed);
          else setText(typed);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            // Enter adds a word here; it never sends the form.
            e.preventDefault();
            add(text);
          } else if (e.key === 'Backspace' && !text && value.length) onChange(value.slice(0, -1));
        }}
        onBlur={() => text.trim() && add(text)}
      />
    </div>
  );
}

/** A list of free words as a form field (./WordsInput). */
export function WordsField<T extends FieldValues>({
  disabled,
  separator,
  ...props
}: FieldProps<T> & { separator?: string }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <WordsInput
          id={id}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          separator={separator}
          invalid={invalid}
          disabled={disabled}
        />
      )}
    />
  );
}
