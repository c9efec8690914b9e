import type { Key } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// antd's ES modules, as the build bundles them (this file's test project inlines them, vite.config.ts).
import Table from 'antd/es/table';

interface Row {
  name: string;
  level: string;
}
const rows: Row[] = [
  { name: 'Trần Thị Mai', level: 'A2' },
  { name: 'Lê Văn Nam', level: 'B1' },
  { name: 'Phạm Minh Anh', level: 'A2' },
];

describe("antd's Table parts loaded when used (vite-plugin-lazy-table-parts.ts)", () => {
  it('shows the column title first, then filters the rows by the values picked', async () => {
    const user = userEvent.setup();
    render(
      <Table<Row>
        rowKey="name"
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          {
            key: 'level',
            title: 'Level',
            dataIndex: 'level',
            filters: [
              { text: 'A2', value: 'A2' },
              { text: 'B1', value: 'B1' },
            ],
            onFilter: (value, row) => row.level === value,
          },
        ]}
      />,
    );
    // The stand-in shows the title while antd's dropdown loads: the swap is in place.
    expect(screen.getByRole('columnheader', { name: 'Level' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'filter' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'filter' }));
    await user.click(await screen.findByRole('menuitem', { name: /B1/ }));
    await user.click(screen.getByRole('button', { name: 'OK' }));

    const body = screen.getAllByRole('rowgroup').at(-1)!;
    expect(within(body).getAllByRole('row')).toHaveLength(1);
    expect(within(body).getByText('Lê Văn Nam')).toBeInTheDocument();
  });

  it("opens the selection column's menu of bulk selections and selects with it", async () => {
    const user = userEvent.setup();
    const selected: Key[][] = [];
    render(
      <Table<Row>
        rowKey="name"
        dataSource={rows}
        pagination={false}
        rowSelection={{
          selections: [Table.SELECTION_ALL],
          onChange: (keys) => selected.push(keys),
          getCheckboxProps: (row) => ({ 'aria-label': row.name }),
        }}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      />,
    );
    // The trigger shows at once; antd's Dropdown takes it over once loaded.
    const trigger = await waitFor(() => {
      const icon = screen.getByRole('img', { name: 'down' }).closest('.ant-dropdown-trigger');
      expect(icon).not.toBeNull();
      return icon!;
    });
    await user.hover(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Select all data' }));

    expect(selected.at(-1)).toEqual(rows.map((r) => r.name));
    for (const row of rows) expect(screen.getByRole('checkbox', { name: row.name })).toBeChecked();
  });
});
