// The only module that draws antd's pickers (eslint.config.js refuses DatePicker and TimePicker elsewhere):
// every date and time field of the product reads what is typed the same way (issue 25 point 3).
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/vi';
import type { FocusEvent, KeyboardEvent, ReactElement } from 'react';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fields';
import { Controlled, invalidProps } from './fields';
import type { FieldLanguage } from './typedDate';
import {
  DATE_FORMATS,
  DAY,
  TIME,
  TIME_FORMATS,
  isDay,
  isTime,
  parseTypedDate,
  parseTypedTime,
  readTyped,
  unreadText,
} from './typedDate';

// The pickers parse their format lists strictly, which needs the plugin.
dayjs.extend(customParseFormat);

/** antd's pickers read dayjs's global locale: it follows the interface language where pickers are. */
function useFieldLanguage(): FieldLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  if (dayjs.locale() !== language) dayjs.locale(language);
  return language;
}

/** The text in the picker's input, when the event is the input's (a picker also forwards its panel's). */
const inputText = (event: { target: EventTarget }) =>
  event.target instanceof HTMLInputElement ? event.target.value : null;

/**
 * Leaving the field or pressing Enter commits what is typed (issue 25 point 3): the day or time read, null
 * for an emptied field, or the text itself when it cannot be read, which the field then refuses aloud.
 *
 * Enter must not also submit the surrounding form, which the browser does for Enter in any input of a form
 * (issue 10 point 9a: two half-filled users were created this way). Cancelling the key's default stops only
 * the browser's implicit submission; the picker still takes the typed value and closes its panel.
 */
function typing(
  value: string | null,
  onChange: (value: string | null) => void,
  parse: (text: string) => string | null,
  onBlur?: () => void,
) {
  const commit = (text: string | null) => {
    if (text === null) return;
    const next = readTyped(text, parse);
    if (next !== value) onChange(next);
  };
  return {
    onBlur: (event: FocusEvent<HTMLElement>) => {
      commit(inputText(event));
      onBlur?.();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      commit(inputText(event));
    },
  };
}

/**
 * The value the picker shows: the held one when it is a day (or time), the last one it was while the field
 * holds text that could not be read (the picker then keeps that text in its input, `preserveInvalidOnBlur`).
 */
function useShown(value: string | null, valid: (value: unknown) => value is string): string | null {
  const [last, setLast] = useState<string | null>(null);
  const shown = valid(value) ? value : value ? last : null;
  if (shown !== last) setLast(shown);
  return shown;
}

interface PickerProps {
  id?: string;
  'aria-label'?: string;
  /** A day or time, or text typed that could not be read. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  invalid: boolean;
  disabled?: boolean;
  placeholder: string;
  language: FieldLanguage;
}

function DayPicker({ value, onChange, onBlur, invalid, language, ...input }: PickerProps) {
  const shown = useShown(value, isDay);
  return (
    <DatePicker
      {...input}
      format={DATE_FORMATS[language]}
      style={{ width: '100%' }}
      preserveInvalidOnBlur
      value={shown ? dayjs(shown, DAY) : null}
      onChange={(day) => onChange(day ? day.format(DAY) : null)}
      {...typing(value, onChange, parseTypedDate, onBlur)}
      {...invalidProps(invalid)}
    />
  );
}

function TimeOfDayPicker({ value, onChange, onBlur, invalid, language, ...input }: PickerProps) {
  const shown = useShown(value, isTime);
  return (
    <TimePicker
      {...input}
      format={TIME_FORMATS[language]}
      minuteStep={5}
      needConfirm={false}
      style={{ width: '100%' }}
      preserveInvalidOnBlur
      value={shown ? dayjs(shown, TIME) : null}
      onChange={(time) => onChange(time ? time.format(TIME) : null)}
      {...typing(value, onChange, parseTypedTime, onBlur)}
      {...invalidProps(invalid)}
    />
  );
}

const held = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What differs between a day field and a time field: what it holds, how it is drawn, what it says. */
interface TypedKind {
  valid: (value: unknown) => value is string;
  Picker: (props: PickerProps) => ReactElement;
  unreadable: 'validation.dateUnreadable' | 'validation.timeUnreadable';
  hint: 'common.dateHint' | 'common.timeHint';
}

/** A form field holding typed text of one kind; text it cannot read stays in it with an error naming the format. */
function TypedField<T extends FieldValues>({
  kind,
  disabled,
  placeholder,
  ...props
}: FieldProps<T> & { kind: TypedKind }) {
  const { t } = useTranslation();
  const language = useFieldLanguage();
  const { Picker } = kind;
  return (
    <Controlled
      {...props}
      valueError={(value) => {
        const text = unreadText(value, kind.valid);
        return text === null ? undefined : t(kind.unreadable, { text });
      }}
      render={({ id, field, invalid }) => (
        <Picker
          id={id}
          value={held(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={invalid}
          disabled={disabled}
          placeholder={placeholder ?? t(kind.hint)}
          language={language}
        />
      )}
    />
  );
}

const DAY_KIND: TypedKind = {
  valid: isDay,
  Picker: DayPicker,
  unreadable: 'validation.dateUnreadable',
  hint: 'common.dateHint',
};
const TIME_KIND: TypedKind = {
  valid: isTime,
  Picker: TimeOfDayPicker,
  unreadable: 'validation.timeUnreadable',
  hint: 'common.timeHint',
};

/**
 * A calendar day kept as `YYYY-MM-DD` text (the Date scalar); shown as dd/mm/yyyy, typed as dd/mm/yyyy,
 * d/m/yyyy or yyyy-mm-dd (./typedDate).
 */
export function DateField<T extends FieldValues>(props: FieldProps<T>) {
  return <TypedField {...props} kind={DAY_KIND} />;
}

/** A time of day kept as `HH:MM` text (the Time scalar); typed as hh:mm, h:mm, hh.mm or 18h30. */
export function TimeField<T extends FieldValues>(props: FieldProps<T>) {
  return <TypedField {...props} kind={TIME_KIND} />;
}

/**
 * A day outside a form (a list's filter): it reports a day or null, and text it cannot read stays in it,
 * marked, with the format expected under it, instead of being dropped.
 */
export function DateInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const language = useFieldLanguage();
  const [unread, setUnread] = useState<string | null>(null);
  const errorId = useId();
  return (
    <span className="lms-date-input">
      <DayPicker
        aria-label={label}
        aria-describedby={unread ? errorId : undefined}
        value={unread ?? value}
        onChange={(next) => {
          const read = next === null || isDay(next);
          setUnread(read ? null : next);
          if (read) onChange(next);
        }}
        invalid={unread !== null}
        placeholder={placeholder ?? t('common.dateHint')}
        language={language}
      />
      {unread !== null && (
        <span id={errorId} role="alert" className="form-item-explain">
          {t('validation.dateUnreadable', { text: unread })}
        </span>
      )}
    </span>
  );
}
