import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

let mounts = 0;
function Counted({ text }: { text: string }) {
  useState(() => (mounts += 1));
  return <p>{text}</p>;
}

const items = [
  { key: 'overview', label: 'Overview', children: <p>The overview</p> },
  { key: 'schedule', label: 'Schedule', children: <Counted text="The schedule" /> },
  { key: 'scores', label: 'Scores', children: <p>The scores</p> },
];

describe('native tabs', () => {
  it('shows the active tab, opens one on a click, and keeps an opened panel mounted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    mounts = 0;
    render(<Tabs items={items} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('The overview');
    // A panel renders when first opened.
    expect(screen.queryByText('The schedule')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(onChange).toHaveBeenCalledWith('schedule');
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Schedule' })).toHaveTextContent('The schedule');
    expect(screen.queryByRole('tabpanel', { name: 'Overview' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(mounts).toBe(1);
  });

  it('moves between tabs with the arrow keys, Home and End, the active tab alone in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} defaultActiveKey="schedule" />);
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Scores' })).toHaveTextContent('The scores');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the active key it is given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Tabs items={items} activeKey="scores" onChange={onChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Scores' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(onChange).toHaveBeenCalledWith('overview');
    // Controlled: the panel changes when the owner says so.
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={items} activeKey="overview" onChange={onChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
  });
});
