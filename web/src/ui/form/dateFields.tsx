// The product's date and time fields (issue 25 point 3: every one reads what is typed the same way). antd's
// pickers and dayjs (./antdPickers, a tenth of a form page) load when a field is first pointed at or focused:
// until then the field is a native input that reads typing with the same rules (./typedDate), and it hands
// over to the picker only when nothing typed is pending in it, so nothing typed is lost.
import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../FullScreenSpinner';
import type * as AntdPickers from './antdPickers';
import type { PickerProps } from './antdPickers';
import type { FieldProps } from './fields';
import { Controlled } from './fields';
import type { FieldLanguage } from './typedDate';
import { isDay, isTime, parseTypedDate, parseTypedTime, readTyped, unreadText } from './typedDate';

type Pickers = typeof AntdPickers;
let pickers: Pickers | undefined;
let loading: Promise<Pickers> | undefined;
/** antd's pickers, loaded once for every field of the session. */
export const loadPickers = () =>
  (loading ??= import('./antdPickers').then((m) => {
    pickers = m;
    return m;
  }));
/** Tests: a session whose fields have not loaded the pickers yet. */
export function forgetPickers() {
  pickers = undefined;
  loading = undefined;
}

function useFieldLanguage(): FieldLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
}

/** What differs between a day field and a time field: what it holds, how it is drawn, what it says. */
interface TypedKind {
  valid: (value: unknown) => value is string;
  parse: (text: string) => string | null;
  /** A held value as the picker shows it; text it could not read as it was typed. */
  shownText: (value: string | null) => string;
  /** A time of day (antd's TimePicker), else a day (its DatePicker). */
  time: boolean;
  icon: ReactNode;
  unreadable: 'validation.dateUnreadable' | 'validation.timeUnreadable';
  hint: 'common.dateHint' | 'common.timeHint';
}

/** How the picker takes over from the native input: with the focus and its panel open when it was clicked. */
interface Handoff {
  focus: boolean;
  open: boolean;
}

/**
 * A day or time field: the native input until antd's picker has loaded, then the picker. The native input
 * commits what is typed as the picker does (leaving the field or Enter, ./antdPickers); it keeps the field
 * while text typed in it is pending or could not be read (the picker would show the last day instead), and
 * while it has the focus, unless it was clicked.
 */
function LazyPicker({ kind, ...props }: PickerProps & { kind: TypedKind }) {
  const [loaded, setLoaded] = useState(pickers);
  const [handoff, setHandoff] = useState<Handoff | null>(() =>
    pickers ? { focus: false, open: false } : null,
  );
  const [text, setText] = useState(() => kind.shownText(props.value));
  const [shownValue, setShownValue] = useState(props.value);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [asked, setAsked] = useState(false);
  const [pointed, setPointed] = useState(false);
  // A value set from outside shows at once; one typed here shows as read.
  if (props.value !== shownValue) {
    setShownValue(props.value);
    setText(kind.shownText(props.value));
  }
  const pending = text !== kind.shownText(props.value);
  const readable = props.value === null || kind.valid(props.value);
  // Focused, it hands over when clicked (the calendar opens, as antd's does on a click); focused from the
  // keyboard or typed in, it stays until it is left, so what is selected and typed stays where it is. Unfocused,
  // not under the pointer: the element clicked must be the one that takes the focus.
  const ready = loaded && !handoff && !pending && readable && (focused ? clicked : !pointed);
  if (ready) setHandoff({ focus: focused, open: focused });

  if (loaded && handoff) {
    const { DayPicker, TimeOfDayPicker } = loaded;
    return kind.time ? (
      <TimeOfDayPicker {...props} autoFocus={handoff.focus} defaultOpen={handoff.open} />
    ) : (
      <DayPicker {...props} autoFocus={handoff.focus} defaultOpen={handoff.open} />
    );
  }
  const load = () => {
    setAsked(true);
    void loadPickers().then(setLoaded);
  };
  const commit = () => {
    const next = readTyped(text, kind.parse);
    if (next !== props.value) props.onChange(next);
  };
  const {
    value: _value,
    onChange: _onChange,
    onBlur,
    invalid,
    language: _language,
    defaultOpen: _open,
    ...input
  } = props;
  return (
    <span
      className="lms-input lms-input-affix lms-picker-input"
      aria-invalid={invalid}
      aria-disabled={props.disabled}
      onPointerEnter={() => {
        setPointed(true);
        load();
      }}
      onPointerLeave={() => setPointed(false)}
    >
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={invalid}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPointerDown={() => {
          setClicked(true);
          load();
        }}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => {
          setFocused(false);
          commit();
          onBlur?.();
        }}
        onKeyDown={(e) => {
          setClicked(false);
          if (e.key !== 'Enter') return;
          // Enter takes the typed value and does not submit the form (./antdPickers).
          e.preventDefault();
          commit();
        }}
      />
      {asked && clicked && !loaded ? <InlineSpinner /> : kind.icon}
    </span>
  );
}

const held = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A form field holding typed text of one kind; text it cannot read stays in it with an error naming the format. */
function TypedField<T extends FieldValues>({
  kind,
  disabled,
  placeholder,
  ...props
}: FieldProps<T> & { kind: TypedKind }) {
  const { t } = useTranslation();
  const language = useFieldLanguage();
  return (
    <Controlled
      {...props}
      valueError={(value) => {
        const text = unreadText(value, kind.valid);
        return text === null ? undefined : t(kind.unreadable, { text });
      }}
      render={({ id, field, invalid }) => (
        <LazyPicker
          kind={kind}
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
  parse: parseTypedDate,
  shownText: (value) => (value && isDay(value) ? value.split('-').reverse().join('/') : (value ?? '')),
  time: false,
  icon: <CalendarOutlined className="lms-picker-icon" />,
  unreadable: 'validation.dateUnreadable',
  hint: 'common.dateHint',
};
const TIME_KIND: TypedKind = {
  valid: isTime,
  parse: parseTypedTime,
  shownText: (value) => value ?? '',
  time: true,
  icon: <ClockCircleOutlined className="lms-picker-icon" />,
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
      <LazyPicker
        kind={DAY_KIND}
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
