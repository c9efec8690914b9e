import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import type { DataColumn, RowSelection } from '../../ui/DataTable';
import { DataTable } from '../../ui/DataTable';
import { serverPaging } from '../../ui/serverPaging';

/** The IELTS pages' tables: the viewer's column choice, pages from the server, cards on a phone. */
export function IeltsTable<T extends object>({
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
