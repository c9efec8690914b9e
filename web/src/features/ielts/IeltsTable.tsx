import { Flex, Input, Segmented } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import type { DataColumn, RowSelection } from '../../ui/DataTable';
import { DataTable } from '../../ui/DataTable';
import { Card } from '../../ui/native';
import { serverPaging } from '../../ui/serverPaging';
import type { IeltsListState } from './useIeltsList';

/** The IELTS pages' tables: the viewer's column choice, pages from the server, cards on a phone. */
function IeltsTable<T extends object>({
  table,
  columns,
  rows,
  rowKey = (row) => String((row as { id: string | number }).id),
  loading,
  page,
  pageSize,
  total,
  onPage,
  toolbar,
  selection,
}: {
  table: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey?: (row: T) => Key;
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number, pageSize: number) => void;
  toolbar?: ReactNode;
  selection?: RowSelection<T> | undefined;
}) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  return (
    <DataTable<T>
      owner={String(viewer?.id ?? '')}
      table={`ielts.${table}`}
      rowKey={rowKey}
      dataSource={rows}
      loading={loading}
      columns={columns}
      toolbar={toolbar}
      selection={selection}
      {...serverPaging({ current: page, pageSize, total }, onPage, (count) => t('ielts.total', { count }))}
    />
  );
}

/**
 * An IELTS admin list (`useIeltsList`) in one card: its choice filter (one button a value; `choice.text`
 * names each, `choice.onPick` runs first where a page does more on a change), its other `filters`, the
 * search box `search` names (none without it), and its table; `onPage` replaces the list's own paging where
 * a page does more on it.
 */
export function IeltsList<T extends object, C extends string>({
  list,
  table,
  columns,
  choice,
  filters,
  search,
  onPage = list.onPage,
  toolbar,
  selection,
}: {
  list: IeltsListState<T, C>;
  table: string;
  columns: DataColumn<T>[];
  choice?: { label: string; text: (value: C) => string; onPick?: () => void };
  filters?: ReactNode;
  search?: string;
  onPage?: (page: number, pageSize: number) => void;
  toolbar?: ReactNode;
  selection?: RowSelection<T> | undefined;
}) {
  const picked = list.choice;
  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {picked && choice && (
          <Segmented
            aria-label={choice.label}
            value={picked.value}
            options={picked.values.map((c) => ({ value: c, label: choice.text(c) }))}
            onChange={(value) => {
              choice.onPick?.();
              list.update({ [picked.name]: value === picked.fallback ? null : value });
            }}
          />
        )}
        {filters}
        {search && (
          <Input.Search
            aria-label={search}
            placeholder={search}
            defaultValue={list.search}
            allowClear
            onSearch={(value) => list.update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
        )}
      </Flex>
      <IeltsTable<T>
        table={table}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPage={onPage}
        toolbar={toolbar}
        selection={selection}
      />
    </Card>
  );
}
