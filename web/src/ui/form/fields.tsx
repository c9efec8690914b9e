import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Control, ControllerRenderProps, FieldError, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Errors set from the server's answer carry its own words; the others are i18n keys of the rules. */
export const SERVER_ERROR = 'server';

export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : t(error.message);
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
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={help ? 'error' : undefined}
      help={help}
      extra={extra}
    >
      {children}
    </Form.Item>
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
  render: (input: {
    id: string;
    field: ControllerRenderProps<T, FieldPath<T>>;
    invalid: boolean;
  }) => ReactNode;
}

/** The wiring every field shares: react-hook-form's Controller, a label bound to the input, the error. */
function Controlled<T extends FieldValues>({
  control,
  name,
  label,
  required,
  extra,
  group,
  render,
}: ControlledProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell
          id={group ? undefined : id}
          label={group ? <span id={id}>{label}</span> : label}
          required={required}
          error={fieldState.error}
          extra={extra}
        >
          {render({ id, field, invalid: fieldState.invalid })}
        </FieldShell>
      )}
    />
  );
}

/** How an antd input shows that its value was refused, to the eye and to assistive technology. */
const invalidProps = (invalid: boolean) => ({
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
        <Input
          id={id}
          type={type}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...invalidProps(invalid)}
        />
      )}
    />
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
        <Input.Password
          id={id}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          {...invalidProps(invalid)}
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
        <Input.TextArea
          id={id}
          name={field.name}
          ref={field.ref}
          rows={rows}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...invalidProps(invalid)}
        />
      )}
    />
  );
}

export function NumberField<T extends FieldValues>({
  min,
  max,
  step,
  ...props
}: FieldProps<T> & { min?: number; max?: number; step?: number }) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <InputNumber
          id={id}
          name={field.name}
          ref={field.ref}
          min={min}
          max={max}
          step={step}
          style={{ width: '100%' }}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          {...invalidProps(invalid)}
        />
      )}
    />
  );
}

export interface Option<V extends string | number = string> {
  value: V;
  label: ReactNode;
}

export function SelectField<T extends FieldValues, V extends string | number = string>({
  disabled,
  options,
  allowClear,
  mode,
  loading,
  onSearch,
  placeholder,
  ...props
}: FieldProps<T> & {
  options: Option<V>[];
  allowClear?: boolean;
  mode?: 'multiple';
  loading?: boolean;
  onSearch?: (text: string) => void;
}) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => (
        <Select<V | V[] | null>
          id={id}
          mode={mode}
          options={options}
          value={field.value ?? (mode ? [] : null)}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          disabled={disabled}
          allowClear={allowClear}
          loading={loading}
          placeholder={placeholder}
          showSearch={onSearch ? { filterOption: false, onSearch } : undefined}
          virtual={false}
          {...invalidProps(invalid)}
        />
      )}
    />
  );
}

const DAY = 'YYYY-MM-DD';

/** antd's pickers read dayjs's global locale: it follows the interface language where pickers are. */
function useDayjsLocale() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  if (dayjs.locale() !== language) dayjs.locale(language);
}

/** A calendar day kept as `YYYY-MM-DD` text (the Date scalar); shown as DD/MM/YYYY. */
export function DateField<T extends FieldValues>({ disabled, ...props }: FieldProps<T>) {
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => {
        const value = field.value as string | null | undefined;
        return (
          <DatePicker
            id={id}
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabled={disabled}
            value={value ? dayjs(value, DAY) : null}
            onChange={(day) => field.onChange(day ? day.format(DAY) : null)}
            onBlur={field.onBlur}
            {...invalidProps(invalid)}
          />
        );
      }}
    />
  );
}

/** A time of day kept as `HH:MM` text (the Time scalar). */
export function TimeField<T extends FieldValues>(props: FieldProps<T>) {
  useDayjsLocale();
  return (
    <Controlled
      {...props}
      render={({ id, field, invalid }) => {
        const value = field.value as string | null | undefined;
        return (
          <TimePicker
            id={id}
            format="HH:mm"
            minuteStep={5}
            needConfirm={false}
            style={{ width: '100%' }}
            value={value ? dayjs(value, 'HH:mm') : null}
            onChange={(t) => field.onChange(t ? t.format('HH:mm') : null)}
            onBlur={field.onBlur}
            {...invalidProps(invalid)}
          />
        );
      }}
    />
  );
}

export function CheckboxGroupField<T extends FieldValues, V extends string | number>({
  options,
  ...props
}: FieldProps<T> & { options: Option<V>[] }) {
  return (
    <Controlled
      {...props}
      group
      render={({ id, field }) => (
        <div role="group" aria-labelledby={id}>
          <Checkbox.Group<V>
            options={options.map((o) => ({ value: o.value, label: o.label }))}
            value={field.value ?? []}
            onChange={(values) => field.onChange(values)}
          />
        </div>
      )}
    />
  );
}

export function RadioGroupField<T extends FieldValues, V extends string | number>({
  options,
  ...props
}: FieldProps<T> & { options: Option<V>[] }) {
  return (
    <Controlled
      {...props}
      group
      render={({ id, field }) => (
        <Radio.Group
          aria-labelledby={id}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value as V)}
        />
      )}
    />
  );
}
