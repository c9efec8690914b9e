import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../native';
import { MenuButton } from '../native/MenuButton';
import { FormLayout } from './FormLayout';
import { MultiSelectField, NumberField, SelectField, WordsField } from './nativeChoiceFields';

type Values = { weight: number; score: number | null; tags: string[]; words: string[] };

function NativeForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { weight: 1, score: 2, tags: [], words: ['a'] },
  });
  return (
    <FormLayout onSubmit={() => void handleSubmit(onSave)()}>
      <SelectField<Values, number>
        control={control}
        name="weight"
        label="Weight"
        options={[1, 1.5, 2].map((w) => ({ value: w, label: String(w) }))}
      />
      <NumberField control={control} name="score" label="Score" />
      <MultiSelectField
        control={control}
        name="tags"
        label="Tags"
        options={[
          { value: '1', label: 'Grammar' },
          { value: '2', label: 'Vocabulary' },
        ]}
      />
      <WordsField control={control} name="words" label="Words" separator="|" />
      <Button htmlType="submit">Save</Button>
    </FormLayout>
  );
}

describe('native choice fields in a form', () => {
  it('gives numbers back as numbers, several choices as a list, and words as chips', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NativeForm onSave={onSave} />);
    await user.selectOptions(screen.getByLabelText('Weight'), '1.5');
    await user.clear(screen.getByLabelText('Score'));
    const tags = screen.getByRole('group', { name: 'Tags' });
    await user.click(within(tags).getByText('Chọn…'));
    await user.click(within(tags).getByLabelText('Vocabulary'));
    // The list closes as a select's does: Escape puts the focus back on it.
    const picker = tags.querySelector('details')!;
    expect(picker).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(picker).not.toHaveAttribute('open');
    expect(picker.querySelector('summary')).toHaveFocus();
    await user.click(picker.querySelector('summary')!);
    expect(picker).toHaveAttribute('open');
    await user.click(screen.getByLabelText('Score'));
    expect(picker).not.toHaveAttribute('open');
    // Enter adds a word without sending the form; the separator splits; Backspace takes the last back.
    await user.type(screen.getByLabelText('Words'), 'b{Enter}c|d|');
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Bỏ a' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ weight: 1.5, score: null, tags: ['2'], words: ['b', 'c'] });
  });
});

describe('the menu button', () => {
  it('opens a menu of grouped choices, moves with the arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(
      <MenuButton
        label="Add a part of another type"
        icon="+"
        groups={[{ key: 'g', label: 'Choice', items: ['One', 'Two'].map((l) => ({ key: l, label: l })) }]}
        onChoose={onChoose}
      />,
    );
    const button = screen.getByRole('button', { name: 'Add a part of another type' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Two' }));
    expect(onChoose).toHaveBeenCalledWith('Two');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
