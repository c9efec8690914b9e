import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useConstants } from '../../shared/constants';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { serverPaging } from '../../ui/serverPaging';
import { useConfirm } from '../../ui/useConfirm';
import { useListParams } from '../../ui/useListParams';
import { StoreToolbar } from './StoreToolbar';
import { useCreateTag } from './useCreateTag';
import { useDeleteTag } from './useDeleteTag';
import { useUpdateTag } from './useUpdateTag';
import { Button } from '../../ui/native';

// The form (its fields and rules) loads when the dialog first opens.
const TagFormModal = lazy(() => import('./TagFormModal').then((m) => ({ default: m.TagFormModal })));

const TagsPanelQuery = graphql(`
  query TagsPanelQuery($store: ExerciseStore, $ownerId: ID, $search: String, $page: Int, $pageSize: Int) {
    tags(store: $store, ownerId: $ownerId, search: $search, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        store
        createdAt
        owner {
          id
          name
        }
      }
    }
  }
`);

const FILTERS = ['manager'] as const;

/** The labels of questions and exercises of one store: name, store, owner; create, rename, delete. */
export function TagsPanel({
  common,
  mayWrite,
  ownerId,
}: {
  common: boolean;
  mayWrite: boolean;
  ownerId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const constants = useConstants();
  const { role, viewer } = useSession();
  const [confirm, confirmHolder] = useConfirm();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const [editing, setEditing] = useState<{ id: string; name: string } | 'new' | null>(null);
  const create = useCreateTag();
  const rename = useUpdateTag();
  const remove = useDeleteTag();
  const { data, previousData, loading } = useQuery(TagsPanelQuery, {
    variables: {
      store: common ? 'COMMON' : 'PRIVATE',
      ownerId: ownerId ?? filters.manager ?? undefined,
      search: search || undefined,
      page,
      pageSize,
    },
  });
  const tags = (data ?? previousData)?.tags;
  type Row = NonNullable<typeof tags>['items'][number];

  return (
    <>
      {confirmHolder}
      <DataTable<Row>
        owner={String(viewer?.id ?? '')}
        table="tags"
        rowKey={(row) => String(row.id)}
        dataSource={tags?.items ?? []}
        loading={loading}
        locale={{ emptyText: t('tags.empty') }}
        toolbar={
          <StoreToolbar
            searchLabel={t('tags.searchLabel')}
            search={search}
            onSearch={(value) => update({ search: value })}
            manager={
              !common && role === 'ADMIN'
                ? { value: filters.manager, onChange: (id) => update({ manager: id }) }
                : undefined
            }
            create={mayWrite ? { label: t('tags.create'), onClick: () => setEditing('new') } : undefined}
          />
        }
        {...serverPaging(
          { current: page, pageSize, total: tags?.total ?? 0 },
          (p, size) => update({ page: p, pageSize: size }, false),
          (total) => t('tags.total', { count: total }),
        )}
        columns={[
          { title: t('tags.fields.name'), key: 'name', dataIndex: 'name' },
          { title: t('tags.fields.store'), key: 'store', render: (_, row) => t(`bankStore.${row.store}`) },
          { title: t('tags.fields.owner'), key: 'owner', render: (_, row) => row.owner?.name ?? '—' },
          {
            title: t('errorTags.fields.createdAt'),
            key: 'createdAt',
            render: (_, row) => format.date(row.createdAt),
          },
          ...(mayWrite
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  actions: true,
                  render: (_: unknown, row: Row) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('tags.rename', { name: row.name })}
                        onClick={() => setEditing({ id: String(row.id), name: row.name })}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('tags.delete', { name: row.name })}
                        onClick={() =>
                          void confirm({
                            title: t('tags.confirmDelete', { name: row.name }),
                            content: t('tags.deleteKeepsItems'),
                            okText: t('common.delete'),
                            okButtonProps: { danger: true },
                            cancelText: t('common.cancel'),
                            onOk: () => remove(String(row.id), row.name),
                          })
                        }
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <Suspense fallback={null}>
          <TagFormModal
            tag={editing === 'new' ? undefined : editing}
            onSubmit={(values) => (editing === 'new' ? create(values) : rename(editing.id, values))}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
