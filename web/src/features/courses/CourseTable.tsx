import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { useConfirm } from '../../ui/useConfirm';
import { serverPaging } from '../../ui/serverPaging';
import { DataTable } from '../../ui/DataTable';
import { useSession } from '../../shared/session';
import { Button } from '../../ui/native';

export const CourseTable_courses = graphql(`
  fragment CourseTable_courses on Course {
    id
    name
    description
    targetBand
    createdAt
  }
`);

/** The course table (administrators): name, target band, description, creation date, edit and delete. */
export function CourseTable({
  courses,
  loading,
  pagination,
  onChange,
  onEdit,
  onDelete,
}: {
  courses: FragmentType<typeof CourseTable_courses>[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (page: number, pageSize: number) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [confirm, confirmHolder] = useConfirm();
  const format = useFormatters();
  const rows = getFragmentData(CourseTable_courses, courses);
  const { viewer } = useSession();

  const confirmDelete = (id: string, name: string) =>
    confirm({
      title: t('courses.deleteConfirm', { name }),
      content: t('courses.deleteText'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(id),
    });

  return (
    <>
      {confirmHolder}
      <DataTable
        owner={String(viewer?.id ?? '')}
        table="courses"
        rowKey={(c) => String(c.id)}
        dataSource={rows}
        loading={loading}
        {...serverPaging(pagination, onChange, (total) => t('courses.total', { count: total }))}
        columns={[
          { title: t('courses.fields.name'), key: 'name', dataIndex: 'name' },
          {
            title: t('courses.fields.targetBand'),
            key: 'targetBand',
            dataIndex: 'targetBand',
            render: (_, c) => c.targetBand ?? '—',
          },
          {
            title: t('courses.fields.description'),
            key: 'description',
            dataIndex: 'description',
            render: (_, c) => (
              <Typography.Text ellipsis={{ tooltip: c.description }} style={{ maxWidth: 360 }}>
                {c.description || '—'}
              </Typography.Text>
            ),
          },
          {
            title: t('courses.fields.createdAt'),
            key: 'createdAt',
            dataIndex: 'createdAt',
            render: (_, c) => format.date(c.createdAt),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            actions: true,
            render: (_, c) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('courses.editCourse', { name: c.name })}
                  onClick={() => onEdit(String(c.id))}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('courses.deleteCourse', { name: c.name })}
                  onClick={() => void confirmDelete(String(c.id), c.name)}
                />
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
