// The only module that draws antd's pickers (eslint.config.js refuses DatePicker and TimePicker elsewhere):
// every date and time field of the product reads what is typed the same way (issue 25 point 3). The fields
// (./dateFields) load it when a field is first pointed at or focused, and type natively until then.
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/vi';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { invalidProps } from './fields';
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
} from './typedDate';

// The pickers parse their format lists strictly, which needs the plugin.
dayjs.extend(customParseFormat);

/** antd's pickers read dayjs's global locale: it follows the interface language where pickers are. */
function useDayjsLocale(language: FieldLanguage) {
  if (dayjs.locale() !== language) dayjs.locale(language);
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

export interface PickerProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** A day or time, or text typed that could not be read. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  invalid: boolean;
  disabled?: boolean;
  placeholder: string;
  language: FieldLanguage;
  /** Taking over from the native input (./dateFields) that had the focus, and its panel if it was clicked. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
}

export function DayPicker({ value, onChange, onBlur, invalid, language, ...input }: PickerProps) {
  useDayjsLocale(language);
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

export function TimeOfDayPicker({ value, onChange, onBlur, invalid, language, ...input }: PickerProps) {
  useDayjsLocale(language);
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
