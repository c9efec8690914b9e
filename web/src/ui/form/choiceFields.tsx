import { InputNumber, Switch } from 'antd';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './fields';
import { Controlled, invalidProps } from './fields';

// The fields of options (select, radios, checkboxes) sit in ./optionFields, re-exported here: a form that has
// no number or switch imports them from there and loads neither antd's InputNumber nor its Switch.
export type { Option } from './optionFields';
export { CheckboxGroupField, RadioGroupField, SelectField } from './optionFields';

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

/** On or off (a setting), labelled by the field's label; `extra` says what each way means. */
export function SwitchField<T extends FieldValues>({ disabled, ...props }: FieldProps<T>) {
  return (
    <Controlled
      {...props}
      render={({ id, field }) => (
        <Switch
          id={id}
          checked={Boolean(field.value)}
          onChange={(checked) => {
            field.onChange(checked);
            // A switch is set by its click: it counts as touched then (antd's Switch has no blur event).
            field.onBlur();
          }}
          disabled={disabled}
        />
      )}
    />
  );
}
