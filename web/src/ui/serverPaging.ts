import type { TablePaginationConfig } from 'antd';

/**
 * The props of an antd Table whose pages come from the server: the page and size it shows, a size changer
 * and a total, and a change handler that asks for another page. Wide tables scroll instead of hiding
 * columns.
 */
export function serverPaging(
  pagination: TablePaginationConfig,
  onChange: (page: number, pageSize: number) => void,
  showTotal: (total: number) => string,
) {
  return {
    scroll: { x: 'max-content' as const },
    pagination: { ...pagination, showSizeChanger: true, showTotal },
    onChange: (p: TablePaginationConfig) => onChange(p.current ?? 1, p.pageSize ?? 15),
  };
}
