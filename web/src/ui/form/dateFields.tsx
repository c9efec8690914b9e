import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { KeyboardEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fields';
import { Controlled, invalidProps } from './fields';

const DAY = 'YYYY-MM-DD';

/**
 * Enter in a picker picks the typed day or time and closes the panel (the picker does that itself); it must
 * not also submit the surrounding form, which the browser does for Enter in any input of a form (issue 10
 * point 9a: two half-filled users were created this way). Cancelling the key's default stops only the
 * browser's implicit submission.
 */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

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
            onKeyDown={keepEnterInPicker}
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
            onKeyDown={keepEnterInPicker}
            {...invalidProps(invalid)}
          />
        );
      }}
    />
  );
}
