import { Checkbox, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './fields';
import { Controlled, invalidProps } from './fields';

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
