import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { FieldError, FieldPath } from 'react-hook-form';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Controlled, useErrorText } from '../../../ui/form/fields';
import { Button } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';

/** What every interaction's editor receives: its part's place in the form, and the question's picture. */
export interface EditorProps {
  index: number;
  /** The registry type (lowercase), e.g. `yes_no`. */
  type: string;
  mediaUrl?: string | null;
}

export type Path = FieldPath<QuestionFormValues>;

/** A part's field path: `at('content.prompt')` is `parts.<index>.content.prompt`. */
export const partPath = (index: number) => (rest: string) => `parts.${index}.${rest}` as Path;

const errorAt = (errors: unknown, name: string): FieldError | undefined => {
  const found = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      errors,
    );
  const error = found as (FieldError & { root?: FieldError }) | undefined;
  if (error?.message) return error;
  return error?.root?.message ? error.root : undefined;
};

/** The mistake recorded at a path that no single input shows (a list, a key), read out when it appears. */
export function ErrorAt({ name }: { name: string }) {
  const { errors } = useFormState<QuestionFormValues>({ name: name as Path });
  const text = useErrorText()(errorAt(errors, name));
  return text ? (
    <div role="alert" className="ant-form-item-explain-error" style={{ marginBottom: 8 }}>
      {text}
    </div>
  ) : null;
}

/** A value of the part, watched. */
export function usePartValue<T>(name: Path): T {
  return useWatch<QuestionFormValues>({ name }) as T;
}

/** Replaces a whole list or record of the part (adding, removing, moving), checking again once sent. */
export function useSetPartValue() {
  const { setValue, formState } = useFormContext<QuestionFormValues>();
  return (name: Path, value: unknown) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
}

/** The next free id of a list: A, B, C… for options, or a prefix and a number (`w3`, `r2`). */
export function nextId(taken: readonly { id: string }[], prefix?: string): string {
  const ids = new Set(taken.map((e) => e.id));
  if (!prefix) {
    for (let i = 0; i < 26; i++) {
      const letter = String.fromCharCode(65 + i);
      if (!ids.has(letter)) return letter;
    }
  }
  let n = taken.length + 1;
  while (ids.has(`${prefix ?? 'o'}${n}`)) n++;
  return `${prefix ?? 'o'}${n}`;
}

export interface Entry {
  id: string;
  text: string;
}

/**
 * A list of entries (options, items, words) to write, add and remove; `before` and `after` put the
 * interaction's own controls beside each entry (mark it right, pick its match, place it on the picture).
 */
export function EntryList<E extends Entry>({
  name,
  label,
  entryLabel,
  addLabel,
  make,
  fixed,
  before,
  after,
  onRemove,
  onListChange,
}: {
  name: Path;
  label: ReactNode;
  entryLabel: (entry: E, i: number) => string;
  addLabel: string;
  make: (list: E[]) => E;
  fixed?: boolean;
  before?: (entry: E, i: number) => ReactNode;
  after?: (entry: E, i: number) => ReactNode;
  onRemove?: (entry: E, rest: E[]) => void;
  /** After an entry is added or removed, with the new list. */
  onListChange?: (next: E[]) => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const list = usePartValue<E[] | undefined>(name) ?? [];
  const set = useSetPartValue();
  return (
    <fieldset className="entry-list" style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{label}</legend>
      {list.map((entry, i) => (
        <div key={entry.id} className="entry">
          {before?.(entry, i)}
          <div style={{ flex: 1 }}>
            <Controlled
              control={control}
              name={`${name}.${i}.text` as Path}
              label={entryLabel(entry, i)}
              render={({ id, field, invalid }) => (
                <input
                  id={id}
                  className="lms-input"
                  name={field.name}
                  ref={field.ref}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={invalid}
                />
              )}
            />
          </div>
          {after?.(entry, i)}
          {!fixed && (
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('questions.editors.remove', { name: entryLabel(entry, i) })}
              style={{ marginTop: 30 }}
              onClick={() => {
                const rest = list.filter((_, j) => j !== i);
                set(name, rest);
                onRemove?.(entry, rest);
                onListChange?.(rest);
              }}
            />
          )}
        </div>
      ))}
      <ErrorAt name={name} />
      {!fixed && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            const next = [...list, make(list)];
            set(name, next);
            onListChange?.(next);
          }}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
