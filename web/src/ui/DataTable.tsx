import { SettingOutlined } from '@ant-design/icons';
import { Checkbox, Descriptions, Flex, Grid, List, Popover, Table } from 'antd';
import { Button, Card } from './native';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A column of a DataTable: an antd column with a stable `key` and a text title (the column-settings list
 * and the phone cards show it). The first column is the row's name: it is always shown and pinned left.
 */
export interface DataColumn<T> extends Omit<ColumnType<T>, 'key' | 'title'> {
  key: string;
  title: string;
  /** Hidden until the user picks it in the column settings. */
  optional?: boolean;
  /** The row's actions: pinned right on a wide screen, at the foot of the card on a phone, never hidden. */
  actions?: boolean;
}

const storageKeyOf = (owner: string, table: string) => `lms.columns.${owner}.${table}`;

function readChoice(key: string): string[] | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return Array.isArray(saved) && saved.every((k) => typeof k === 'string') ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The columns a user chose to see in one table, kept in the browser per user and table
 * (`lms.columns.<owner>.<table>`). Until they choose, every column that is not `optional` shows.
 */
export function useColumnChoice<T>(owner: string, table: string, columns: DataColumn<T>[]) {
  const key = storageKeyOf(owner, table);
  const defaults = useMemo(() => columns.filter((c) => !c.optional).map((c) => c.key), [columns]);
  const [choice, setChoice] = useState<{ key: string; shown: string[] | null }>(() => ({
    key,
    shown: readChoice(key),
  }));
  // Another user (or table) signed in on the same page: read their choice.
  const shown = (choice.key === key ? choice.shown : readChoice(key)) ?? defaults;
  const choose = useCallback(
    (next: string[]) => {
      window.localStorage.setItem(key, JSON.stringify(next));
      setChoice({ key, shown: next });
    },
    [key],
  );
  return { shown: new Set(shown), choose };
}

/** The column-settings control: a button opening a checklist of the columns that may be hidden. */
function ColumnSettings<T>({
  columns,
  shown,
  onChange,
}: {
  columns: DataColumn<T>[];
  shown: Set<string>;
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const choosable = columns.slice(1).filter((c) => !c.actions);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('table.columns')}
      content={
        <Checkbox.Group
          aria-label={t('table.columns')}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={choosable.filter((c) => shown.has(c.key)).map((c) => c.key)}
          options={choosable.map((c) => ({ value: c.key, label: c.title }))}
          onChange={(keys) => onChange([columns[0]!.key, ...keys])}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t('table.columns')}</Button>
    </Popover>
  );
}

type Pagination = false | TablePaginationConfig | undefined;

/** Rows a user may pick for an action on several at once (a checkbox per row, named for screen readers). */
export interface RowSelection<T> {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** The accessible name of a row's checkbox, e.g. "Chọn Trần Thị Mai". */
  label: (row: T) => string;
}

/**
 * A table whose users choose its columns (saved per user), with its name column pinned on the left; on a
 * phone the same rows, values and actions show as a list of cards instead.
 */
export function DataTable<T extends object>({
  owner,
  table,
  columns,
  rowKey,
  dataSource,
  loading,
  pagination,
  onChange,
  locale,
  toolbar,
  scroll = { x: 'max-content' },
  size,
  settings = true,
  selection,
}: {
  /** Whose choice of columns this is (the viewer's id). */
  owner: string;
  /** Which table, e.g. "classes". */
  table: string;
  columns: DataColumn<T>[];
  rowKey: (row: T) => Key;
  dataSource: readonly T[];
  loading?: boolean;
  pagination?: Pagination;
  onChange?: TableProps<T>['onChange'];
  locale?: TableProps<T>['locale'];
  /** Shown left of the column settings, e.g. filters. */
  toolbar?: ReactNode;
  scroll?: TableProps<T>['scroll'];
  size?: TableProps<T>['size'];
  /** False where every column is needed (no column settings). */
  settings?: boolean;
  /** Checkboxes to pick rows (desktop: antd's selection column; phone: one in each card's header). */
  selection?: RowSelection<T> | undefined;
}) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { shown, choose } = useColumnChoice(owner, table, columns);
  const visible = columns.filter((c, i) => i === 0 || c.actions || shown.has(c.key));
  const [first, ...rest] = visible;

  const cell = (column: DataColumn<T>, row: T, index: number): ReactNode => {
    const field = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
    const value = field ? (row as Record<string, unknown>)[field] : undefined;
    const rendered = column.render ? column.render(value, row, index) : value;
    return (rendered ?? '—') as ReactNode;
  };

  const header = (toolbar || settings) && (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <div>{toolbar}</div>
      {settings && !phone && <ColumnSettings columns={columns} shown={shown} onChange={choose} />}
    </Flex>
  );

  if (phone) {
    const actions = rest.filter((c) => c.actions);
    const fields = rest.filter((c) => !c.actions);
    const pages = pagination && {
      current: pagination.current,
      pageSize: pagination.pageSize,
      total: pagination.total,
      showTotal: pagination.showTotal,
      size: 'small' as const,
      onChange: (current: number, pageSize: number) =>
        onChange?.({ ...pagination, current, pageSize }, {}, [], {
          action: 'paginate',
          currentDataSource: [...dataSource],
        }),
    };
    return (
      <>
        {toolbar && header}
        <List<T>
          dataSource={[...dataSource]}
          loading={loading}
          rowKey={rowKey}
          pagination={pages}
          locale={locale?.emptyText ? { emptyText: locale.emptyText as ReactNode } : undefined}
          renderItem={(row, index) => (
            <List.Item style={{ padding: '6px 0', border: 'none' }}>
              <Card
                size="small"
                style={{ width: '100%' }}
                title={first && cell(first, row, index)}
                extra={
                  selection && (
                    <Checkbox
                      aria-label={selection.label(row)}
                      checked={selection.selected.includes(rowKey(row))}
                      onChange={(e) => {
                        const key = rowKey(row);
                        const others = selection.selected.filter((k) => k !== key);
                        selection.onChange(e.target.checked ? [...others, key] : others);
                      }}
                    />
                  )
                }
                actions={
                  actions.length
                    ? actions.map((c) => <div key={c.key}>{cell(c, row, index)}</div>)
                    : undefined
                }
              >
                <Descriptions
                  size="small"
                  layout="vertical"
                  column={1}
                  items={fields.map((c) => ({ key: c.key, label: c.title, children: cell(c, row, index) }))}
                />
              </Card>
            </List.Item>
          )}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Table<T>
        rowKey={rowKey}
        dataSource={dataSource}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        locale={locale}
        scroll={scroll}
        size={size}
        rowSelection={
          selection && {
            selectedRowKeys: [...selection.selected],
            onChange: (keys) => selection.onChange(keys),
            getCheckboxProps: (row) => ({ 'aria-label': selection.label(row) }),
          }
        }
        columns={visible.map(({ optional: _optional, actions, ...column }, i) => ({
          ...column,
          fixed: i === 0 ? ('left' as const) : actions ? ('right' as const) : column.fixed,
        }))}
      />
    </>
  );
}
