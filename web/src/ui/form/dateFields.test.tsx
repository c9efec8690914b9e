import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateField, DateInput, TimeField, forgetPickers, loadPickers } from './dateFields';
import { FormLayout } from './FormLayout';
import { NativeDateField } from './nativeDateField';
import { optionalDate } from './rules';
import { DATE_FORMATS, TIME_FORMATS, parseTypedDate, parseTypedTime } from './typedDate';

dayjs.extend(customParseFormat);

type Values = { day: string | null; time: string | null };
const schema = z.object({
  day: optionalDate(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/, 'validation.timeFormat')
    .nullable(),
});

function DateForm({ onSave, initial }: { onSave: (values: Values) => void; initial?: Values }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? { day: null, time: null },
  });
  return (
    <FormLayout onSubmit={() => void handleSubmit(onSave)()}>
      <DateField control={control} name="day" label="Day" />
      <TimeField control={control} name="time" label="Time" />
      <Button htmlType="submit">Save</Button>
    </FormLayout>
  );
}

async function saved(user: ReturnType<typeof userEvent.setup>, onSave: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  return onSave.mock.calls[0]![0] as Values;
}

describe('date and time fields in a form', () => {
  it('Enter in a date field takes the typed date and does not submit the form', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} />);
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard('07/09/2026{Enter}');
    await user.click(screen.getByLabelText('Time'));
    await user.keyboard('18:30{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(await saved(user, onSave)).toEqual({ day: '2026-09-07', time: '18:30' });
  });

  // Issue 25 point 3: `2026-12-05` and Enter emptied "Hạn nộp" and the test was saved without a deadline.
  it.each([
    ['yyyy-mm-dd and Enter', '2026-12-05{Enter}', '2026-12-05'],
    ['yyyy-mm-dd and leaving the field', '2026-12-05{Tab}', '2026-12-05'],
    ['dd/mm/yyyy and leaving the field', '05/12/2026{Tab}', '2026-12-05'],
    ['d/m/yyyy and Enter', '5/9/2026{Enter}', '2026-09-05'],
    ['dd-mm-yyyy and Enter', '05-12-2026{Enter}', '2026-12-05'],
    ['dd.mm.yyyy and leaving the field', '05.12.2026{Tab}', '2026-12-05'],
  ])('takes a day typed as %s', async (_, keys, expected) => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} />);
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard(keys);
    expect((await saved(user, onSave)).day).toBe(expected);
  });

  // `2026-12-1` is a day too: the picker must not rewrite the text while `2026-12-19` is being typed.
  it('does not rewrite a yyyy-mm-dd day while it is typed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} initial={{ day: '2026-12-12', time: null }} />);
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-12-19');
    // As typed, or as read once whole; never `01/12/20269`.
    expect(['2026-12-19', '19/12/2026']).toContain((day as HTMLInputElement).value);
    await user.keyboard('{Enter}');
    expect((await saved(user, onSave)).day).toBe('2026-12-19');
  });

  it.each([
    ['hh:mm', '18:30', '18:30'],
    ['h:mm', '7:05', '07:05'],
    ['18h30', '18h30', '18:30'],
    ['hh.mm', '09.15', '09:15'],
  ])('takes a time typed as %s', async (_, typed, expected) => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} />);
    await user.click(screen.getByLabelText('Time'));
    await user.keyboard(`${typed}{Tab}`);
    expect((await saved(user, onSave)).time).toBe(expected);
  });

  it('shows the format it expects', () => {
    render(<DateForm onSave={vi.fn()} />);
    expect(screen.getByLabelText('Day')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByLabelText('Time')).toHaveAttribute('placeholder', 'hh:mm');
  });

  it('keeps text it cannot read, says which format it expects, and does not save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} initial={{ day: '2026-09-07', time: '18:30' }} />);
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '31/02/2026{Tab}');
    expect(
      await screen.findByText(
        'Không đọc được ngày “31/02/2026”: hãy nhập theo dạng dd/mm/yyyy (hoặc yyyy-mm-dd)',
      ),
    ).toBeInTheDocument();
    expect(day).toHaveValue('31/02/2026');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '25:00{Enter}');
    expect(
      await screen.findByText('Không đọc được giờ “25:00”: hãy nhập theo dạng hh:mm (ví dụ 18:30)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();

    // Corrected, it saves, and the message goes.
    await user.clear(day);
    await user.type(day, '2026-03-02{Enter}');
    await user.clear(time);
    await user.type(time, '08:00{Enter}');
    expect(screen.queryByText(/Không đọc được/)).toBeNull();
    expect(await saved(user, onSave)).toEqual({ day: '2026-03-02', time: '08:00' });
  });

  it('an emptied date field holds no date', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm onSave={onSave} initial={{ day: '2026-09-07', time: null }} />);
    expect(screen.getByLabelText('Day')).toHaveValue('07/09/2026');
    await user.clear(screen.getByLabelText('Day'));
    await user.tab();
    expect((await saved(user, onSave)).day).toBeNull();
  });

  it('Enter in a plain text field still submits', async () => {
    // The guard is the date fields' own: the form's usual Enter-to-save stays.
    const user = userEvent.setup();
    const onSave = vi.fn();
    function TextForm() {
      return (
        <FormLayout onSubmit={() => onSave()}>
          <input aria-label="Name" />
          <Button htmlType="submit">Save</Button>
        </FormLayout>
      );
    }
    render(<TextForm />);
    await user.type(screen.getByLabelText('Name'), 'An{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});

// antd's pickers load when a field is first pointed at or focused (docs/decisions.md, issue 29 point 2).
describe("a date field before antd's picker has loaded", () => {
  it('types natively, keeps what is typed while the picker loads, then hands over to it', async () => {
    forgetPickers();
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { container } = render(<DateForm onSave={onSave} />);
    expect(container.querySelector('.ant-picker')).toBeNull();
    const day = screen.getByLabelText('Day');
    // Focused and typed in before the picker's code has arrived (a slow connection).
    act(() => {
      day.focus();
      fireEvent.change(day, { target: { value: '07/09' } });
    });
    await loadPickers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Half a day typed: the native input keeps the field, and the text.
    expect(screen.getByLabelText('Day')).toBe(day);
    expect(day).toHaveValue('07/09');
    await user.keyboard('/2026{Enter}');
    // Read, and still focused from the keyboard: the native input keeps it until it is left.
    expect(screen.getByLabelText('Day')).toBe(day);
    expect(day).toHaveValue('07/09/2026');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.getByLabelText('Day').closest('.ant-picker')).not.toBeNull());
    expect(screen.getByLabelText('Day')).toHaveValue('07/09/2026');
    expect(await saved(user, onSave)).toEqual({ day: '2026-09-07', time: null });
  });

  it('opens the calendar of a field clicked before the picker had loaded', async () => {
    forgetPickers();
    const user = userEvent.setup();
    render(<DateForm onSave={vi.fn()} initial={{ day: '2026-09-07', time: null }} />);
    await user.click(screen.getByLabelText('Day'));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    expect(screen.getByLabelText('Day').closest('.ant-picker')).not.toBeNull();
    expect(screen.getByLabelText('Day')).toHaveValue('07/09/2026');
    expect(screen.getByLabelText('Day')).toHaveFocus();
  });
});

describe('a date outside a form (a filter)', () => {
  function Filter({ onChange }: { onChange: (value: string | null) => void }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <DateInput
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('reports the typed day in either format, and refuses aloud what it cannot read', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-12-05{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    await user.clear(from);
    await user.type(from, '1/2/2027{Tab}');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-01');
    onChange.mockClear();
    await user.clear(from);
    await user.type(from, '2027-13-01{Tab}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đọc được ngày “2027-13-01”');
    expect(from).toHaveValue('2027-13-01');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the date field of the native pages', () => {
  function NativeForm({ onSave }: { onSave: (values: { day: string | null }) => void }) {
    const { control, handleSubmit } = useForm<{ day: string | null }>({
      resolver: zodResolver(z.object({ day: optionalDate() })),
      defaultValues: { day: '2026-01-01' },
    });
    return (
      <form onSubmit={(e) => void handleSubmit(onSave)(e)}>
        <NativeDateField control={control} name="day" label="Day" />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows dd/mm/yyyy, takes yyyy-mm-dd or dd/mm/yyyy, and keeps text it cannot read', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NativeForm onSave={onSave} />);
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue('01/01/2026');
    expect(day).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(day);
    await user.type(day, '2026-12-05{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ day: '2026-12-05' }, expect.anything()));
    expect(day).toHaveValue('05/12/2026');
    await user.clear(day);
    await user.type(day, '6/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ day: '2026-12-06' }, expect.anything()));
    onSave.mockClear();
    await user.clear(day);
    await user.type(day, 'mai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Không đọc được ngày “mai”/)).toBeInTheDocument();
    expect(day).toHaveValue('mai');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('reading typed days and times', () => {
  it.each([
    ['05/12/2026', '2026-12-05'],
    ['5/12/2026', '2026-12-05'],
    ['05-12-2026', '2026-12-05'],
    ['5.9.2026', '2026-09-05'],
    ['2026-12-05', '2026-12-05'],
    ['2026-1-15', '2026-01-15'],
    ['2026-12-1', null],
    ['2026/12/05', '2026-12-05'],
    [' 29/02/2028 ', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2026', null],
    ['05/13/2026', null],
    ['05/12-2026', null],
    ['05/12/26', null],
    ['2026-12', null],
    ['hôm nay', null],
  ])('%s is %s', (text, expected) => {
    expect(parseTypedDate(text)).toBe(expected);
    // The pickers read through their format lists: the same days.
    const read = DATE_FORMATS.vi.map((f) => dayjs(text.trim(), f, true)).find((d) => d.isValid());
    expect(read ? read.format('YYYY-MM-DD') : null).toBe(expected);
  });

  it.each([
    ['18:30', '18:30'],
    ['7:05', '07:05'],
    ['07.05', '07:05'],
    ['18h30', '18:30'],
    ['24:00', null],
    ['18:60', null],
    ['1830', null],
  ])('%s is %s', (text, expected) => {
    expect(parseTypedTime(text)).toBe(expected);
    const read = TIME_FORMATS.vi.map((f) => dayjs(text, f, true)).find((d) => d.isValid());
    expect(read ? read.format('HH:mm') : null).toBe(expected);
  });

  it('shows dd/mm/yyyy and hh:mm first', () => {
    expect(DATE_FORMATS.vi[0]).toBe('DD/MM/YYYY');
    expect(DATE_FORMATS.en[0]).toBe('DD/MM/YYYY');
    expect(TIME_FORMATS.vi[0]).toBe('HH:mm');
  });
});
