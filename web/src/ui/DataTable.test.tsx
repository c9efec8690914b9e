import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PeopleTable } from '../test/PeopleTable';

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('DataTable on a wide screen', () => {
  it('shows the columns that are not optional, the name pinned left and the actions right', () => {
    render(<PeopleTable owner="7" />);
    expect(headers()).toEqual(['Name', 'Email', 'Actions']);
    const [name, , actions] = screen.getAllByRole('columnheader');
    expect(name).toHaveClass('ant-table-cell-fix-start');
    expect(actions).toHaveClass('ant-table-cell-fix-end');
  });

  it('keeps each user’s choice of columns for the table', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PeopleTable owner="7" />);
    await user.click(screen.getByRole('button', { name: /Cột hiển thị/ }));
    const list = await screen.findByRole('group', { name: 'Cột hiển thị' });
    // The name and the actions are not offered: they always show.
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(list).getByLabelText('Email'));
    await user.click(within(list).getByLabelText('Phone'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Phone', 'Actions']));
    expect(JSON.parse(window.localStorage.getItem('lms.columns.7.people')!)).toEqual(['name', 'phone']);

    unmount();
    render(<PeopleTable owner="7" />);
    expect(headers()).toEqual(['Name', 'Phone', 'Actions']);
  });

  it('gives another user the default columns', () => {
    window.localStorage.setItem('lms.columns.7.people', JSON.stringify(['name', 'phone']));
    render(<PeopleTable owner="8" />);
    expect(headers()).toEqual(['Name', 'Email', 'Actions']);
  });

  it('ignores a saved choice it cannot read', () => {
    window.localStorage.setItem('lms.columns.7.people', '{not json');
    render(<PeopleTable owner="7" />);
    expect(headers()).toEqual(['Name', 'Email', 'Actions']);
  });
});
