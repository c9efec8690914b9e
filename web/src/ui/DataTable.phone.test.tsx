import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PeopleTable } from '../test/PeopleTable';

// A phone, 390 px wide: no min-width media query matches (antd's md breakpoint is 768 px).
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

describe('DataTable on a phone', () => {
  it('shows each row as a card with the same values and actions, and no table', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { container } = render(<PeopleTable owner="7" onOpen={onOpen} />);
    // The cards' values are antd Descriptions; no data table with its scroll bar.
    expect(container.querySelector('.ant-table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cột hiển thị/ })).not.toBeInTheDocument();
    const items = container.querySelectorAll<HTMLElement>('.ant-list-item');
    expect(items).toHaveLength(2);
    const card = within(items[1]!);
    expect(card.getByText('Trần Thị Bình')).toBeInTheDocument();
    expect(card.getByText('Email')).toBeInTheDocument();
    expect(card.getByText('binh@academy.test')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Open Trần Thị Bình' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('shows on the cards the columns the user chose on a wide screen', () => {
    window.localStorage.setItem('lms.columns.7.people', JSON.stringify(['name', 'phone']));
    const { container } = render(<PeopleTable owner="7" />);
    const card = within(container.querySelector<HTMLElement>('.ant-list-item')!);
    expect(card.getByText('0912345678')).toBeInTheDocument();
    expect(card.queryByText('an@academy.test')).not.toBeInTheDocument();
  });
});
