import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Control, FieldError, FieldPath, FieldValues } from 'react-hook-form';
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

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  extra,
  placeholder,
  type = 'text',
  autoComplete,
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} required={required} error={fieldState.error} extra={extra}>
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
            aria-invalid={fieldState.invalid}
            status={fieldState.invalid ? 'error' : undefined}
          />
        </FieldShell>
      )}
    />
  );
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  autoComplete = 'new-password',
}: FieldProps<T> & { autoComplete?: string }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} required={required} error={fieldState.error}>
          <Input.Password
            id={id}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            aria-invalid={fieldState.invalid}
            status={fieldState.invalid ? 'error' : undefined}
          />
        </FieldShell>
      )}
    />
  );
}

export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  rows = 3,
}: FieldProps<T> & { rows?: number }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} required={required} error={fieldState.error}>
          <Input.TextArea
            id={id}
            name={field.name}
            ref={field.ref}
            rows={rows}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={fieldState.invalid}
          />
        </FieldShell>
      )}
    />
  );
}

export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  min,
  max,
  step,
}: FieldProps<T> & { min?: number; max?: number; step?: number }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} required={required} error={fieldState.error}>
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
            aria-invalid={fieldState.invalid}
            status={fieldState.invalid ? 'error' : undefined}
          />
        </FieldShell>
      )}
    />
  );
}

export interface Option<V extends string | number = string> {
  value: V;
  label: ReactNode;
}

export function SelectField<T extends FieldValues, V extends string | number = string>({
  control,
  name,
  label,
  required,
  disabled,
  options,
  allowClear,
  mode,
  loading,
  onSearch,
  placeholder,
}: FieldProps<T> & {
  options: Option<V>[];
  allowClear?: boolean;
  mode?: 'multiple';
  loading?: boolean;
  onSearch?: (text: string) => void;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} required={required} error={fieldState.error}>
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
            status={fieldState.invalid ? 'error' : undefined}
            aria-invalid={fieldState.invalid}
          />
        </FieldShell>
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
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
}: FieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as string | null | undefined;
        return (
          <FieldShell id={id} label={label} required={required} error={fieldState.error}>
            <DatePicker
              id={id}
              format="DD/MM/YYYY"
              style={{ width: '100%' }}
              disabled={disabled}
              value={value ? dayjs(value, DAY) : null}
              onChange={(day) => field.onChange(day ? day.format(DAY) : null)}
              onBlur={field.onBlur}
              status={fieldState.invalid ? 'error' : undefined}
              aria-invalid={fieldState.invalid}
            />
          </FieldShell>
        );
      }}
    />
  );
}

/** A time of day kept as `HH:MM` text (the Time scalar). */
export function TimeField<T extends FieldValues>({ control, name, label, required }: FieldProps<T>) {
  const id = useId();
  useDayjsLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as string | null | undefined;
        return (
          <FieldShell id={id} label={label} required={required} error={fieldState.error}>
            <TimePicker
              id={id}
              format="HH:mm"
              minuteStep={5}
              needConfirm={false}
              style={{ width: '100%' }}
              value={value ? dayjs(value, 'HH:mm') : null}
              onChange={(t) => field.onChange(t ? t.format('HH:mm') : null)}
              onBlur={field.onBlur}
              status={fieldState.invalid ? 'error' : undefined}
            />
          </FieldShell>
        );
      }}
    />
  );
}

export function CheckboxGroupField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  required,
  options,
}: FieldProps<T> & { options: Option<V>[] }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell label={<span id={id}>{label}</span>} required={required} error={fieldState.error}>
          <div role="group" aria-labelledby={id}>
            <Checkbox.Group<V>
              options={options.map((o) => ({ value: o.value, label: o.label }))}
              value={field.value ?? []}
              onChange={(values) => field.onChange(values)}
            />
          </div>
        </FieldShell>
      )}
    />
  );
}

export function RadioGroupField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  required,
  options,
}: FieldProps<T> & { options: Option<V>[] }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell label={<span id={id}>{label}</span>} required={required} error={fieldState.error}>
          <Radio.Group
            aria-labelledby={id}
            options={options.map((o) => ({ value: o.value, label: o.label }))}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value as V)}
          />
        </FieldShell>
      )}
    />
  );
}
