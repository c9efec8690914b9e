import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId, useState } from 'react';
import type { Control, ControllerRenderProps, FieldError, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormItem } from './FormItem';

// The text fields; choices and numbers are in ./choiceFields, dates and times in ./dateFields, so that a
// form of text fields does not load the date picker or the select (issue 9 item 10).

/** Errors set from the server's answer carry its own words; the others are i18n keys of the rules. */
export const SERVER_ERROR = 'server';
/** A field's own refusal of what was typed in it (a date it cannot read), already in the user's words. */
export const TYPED_ERROR = 'typed';

export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR || error.type === TYPED_ERROR ? error.message : t(error.message);
  };
}

interface ShellProps {
  id?: string;
  label: ReactNode;
  required?: boolean;
  error?: FieldError;
  extra?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, required, error, extra, children }: ShellProps) {
  const errorText = useErrorText();
  const help = errorText(error);
  return (
    <FormItem
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={help ? 'error' : undefined}
      help={help}
      extra={extra}
    >
      {children}
    </FormItem>
  );
}

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  extra?: ReactNode;
  placeholder?: string;
}

interface ControlledProps<T extends FieldValues> extends Omit<FieldProps<T>, 'disabled' | 'placeholder'> {
  /** A group of choices is labelled by id (aria-labelledby); a single input by `htmlFor`. */
  group?: boolean;
  /**
   * The field's own word on its value, shown before the rules' (a date field holding text it could not read
   * says so at once, whatever the form's validation mode).
   */
  valueError?: (value: unknown) => string | undefined;
  render: (input: {
    id: string;
    field: ControllerRenderProps<T, FieldPath<T>>;
    invalid: boolean;
  }) => ReactNode;
}

/** The wiring every field shares: react-hook-form's Controller, a label bound to the input, the error. */
export function Controlled<T extends FieldValues>({
  control,
  name,
  label,
  required,
  extra,
  group,
  valueError,
  render,
}: ControlledProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const own = valueError?.(field.value);
        return (
          <FieldShell
            id={group ? undefined : id}
            label={group ? <span id={id}>{label}</span> : label}
            required={required}
            error={own ? { type: TYPED_ERROR, message: own } : fieldState.error}
            extra={extra}
          >
            {render({ id, field, invalid: fieldState.invalid || Boolean(own) })}
          </FieldShell>
        );
      }}
    />
  );
}

/** How an antd input shows that its value was refused, to the eye and to assistive technology. */
export const invalidProps = (invalid: boolean) => ({
  'aria-invalid': invalid,
  status: invalid ? ('error' as const) : undefined,
});

export function TextField<T extends FieldValues>({
  disabled,
  placeholder,
  type = 'text',
  autoComplete,
  ...props
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <input
          id={id}
          className="lms-input"
          type={type}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={invalid}
        />
      )}
    />
  );
}

/** A password, shown on demand by the eye button beside it (antd's Input.Password, natively). */
function PasswordInput({
  invalid,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { invalid: boolean; inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { inputRef, ...attributes } = input;
  return (
    <span className="lms-input lms-input-affix" aria-invalid={invalid}>
      <input {...attributes} ref={inputRef} type={shown ? 'text' : 'password'} aria-invalid={invalid} />
      <button
        type="button"
        className="lms-input-eye"
        aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
          />
          {!shown && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
        </svg>
      </button>
    </span>
  );
}

export function PasswordField<T extends FieldValues>({
  autoComplete = 'new-password',
  ...props
}: FieldProps<T> & { autoComplete?: string }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <PasswordInput
          id={id}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          invalid={invalid}
        />
      )}
    />
  );
}

export function TextAreaField<T extends FieldValues>({
  rows = 3,
  ...props
}: FieldProps<T> & { rows?: number }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <textarea
          id={id}
          className="lms-input lms-textarea"
          name={field.name}
          ref={field.ref}
          rows={rows}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={invalid}
        />
      )}
    />
  );
}
