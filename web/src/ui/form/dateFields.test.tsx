import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateField, TimeField } from './dateFields';
import { FormLayout } from './FormLayout';

type Values = { day: string | null; time: string | null };

function DateForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { day: null, time: null } });
  return (
    <FormLayout onSubmit={() => void handleSubmit(onSave)()}>
      <DateField control={control} name="day" label="Day" />
      <TimeField control={control} name="time" label="Time" />
      <Button htmlType="submit">Save</Button>
    </FormLayout>
  );
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

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ day: '2026-09-07', time: '18:30' });
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
