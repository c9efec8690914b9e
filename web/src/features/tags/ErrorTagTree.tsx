import type { ResultOf } from '@graphql-typed-document-node/core';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
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
import { TagLink } from '../../ui/TagLink';
import { useConfirm } from '../../ui/useConfirm';
import { useListParams } from '../../ui/useListParams';
import type { ErrorTagDraft } from './ErrorTagFormModal';
import { StoreToolbar } from './StoreToolbar';
import { useCreateErrorTag } from './useCreateErrorTag';
import { useDeleteErrorTag } from './useDeleteErrorTag';
import { useUpdateErrorTag } from './useUpdateErrorTag';
import { Button } from '../../ui/native';

// The form (its fields and rules) loads when the dialog first opens.
const ErrorTagFormModal = lazy(() =>
  import('./ErrorTagFormModal').then((m) => ({ default: m.ErrorTagFormModal })),
);

const ErrorTagTreeQuery = graphql(`
  query ErrorTagTreeQuery($isCommon: Boolean, $managerId: ID, $search: String, $page: Int, $pageSize: Int) {
    errorTags(
      topOnly: true
      isCommon: $isCommon
      managerId: $managerId
      search: $search
      page: $page
      pageSize: $pageSize
    ) {
      total
      page
      pageSize
      items {
        id
        name
        link
        createdAt
        manager {
          id
          name
        }
        children {
          id
          name
          link
          createdAt
          manager {
            id
            name
          }
        }
      }
    }
  }
`);

type Top = ResultOf<typeof ErrorTagTreeQuery>['errorTags']['items'][number];
type Child = Top['children'][number];
/** A row of the tree: a top-level tag (its children expand under it) or a child tag (with its parent). */
type Row = Child & { parentId?: string; children?: Row[] };

const FILTERS = ['manager'] as const;

/** The error tag table of docs/product.md (name, child tags, link, manager), top-level tags expanding to their children. */
export function ErrorTagTree({
  common,
  mayWrite,
  ownerId,
}: {
  common: boolean;
  mayWrite: boolean;
  /** A teacher's own tags only. */
  ownerId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const constants = useConstants();
  const { role, viewer } = useSession();
  const [confirm, confirmHolder] = useConfirm();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const [draft, setDraft] = useState<ErrorTagDraft | null>(null);
  const create = useCreateErrorTag();
  const change = useUpdateErrorTag();
  const remove = useDeleteErrorTag();
  const { data, previousData, loading } = useQuery(ErrorTagTreeQuery, {
    variables: {
      isCommon: common,
      managerId: ownerId ?? filters.manager ?? undefined,
      search: search || undefined,
      page,
      pageSize,
    },
  });
  const tags = (data ?? previousData)?.errorTags;
  const tops = tags?.items ?? [];
  const rows: Row[] = tops.map((top) => ({
    ...top,
    // antd expands a row whose `children` is a list; none for a tag without children.
    children: top.children.length
      ? top.children.map((child) => ({ ...child, parentId: String(top.id) }))
      : undefined,
  }));

  const confirmDelete = (row: Row) => {
    const children = row.children?.length ?? 0;
    return confirm({
      title: t('errorTags.confirmDelete', { name: row.name }),
      content: children > 0 ? t('errorTags.childrenGoToo', { count: children }) : undefined,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove(String(row.id), row.name),
    });
  };

  return (
    <>
      {confirmHolder}
      <DataTable<Row>
        owner={String(viewer?.id ?? '')}
        table={common ? 'errorTags.common' : 'errorTags.teacher'}
        rowKey={(row) => String(row.id)}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('errorTags.empty') }}
        toolbar={
          <StoreToolbar
            searchLabel={t('errorTags.searchLabel')}
            search={search}
            onSearch={(value) => update({ search: value })}
            manager={
              !common && role === 'ADMIN'
                ? { value: filters.manager, onChange: (id) => update({ manager: id }) }
                : undefined
            }
            create={
              mayWrite
                ? {
                    label: t('errorTags.create'),
                    onClick: () => setDraft({ name: '', link: '', parentId: null }),
                  }
                : undefined
            }
          />
        }
        {...serverPaging(
          { current: page, pageSize, total: tags?.total ?? 0 },
          (p, size) => update({ page: p, pageSize: size }, false),
          (total) => t('errorTags.total', { count: total }),
        )}
        columns={[
          { title: t('errorTags.fields.name'), key: 'name', dataIndex: 'name' },
          {
            title: t('errorTags.fields.children'),
            key: 'children',
            render: (_, row) => (row.children?.length ? row.children.map((c) => c.name).join(', ') : '—'),
          },
          {
            title: t('errorTags.fields.link'),
            key: 'link',
            render: (_, row) => (
              <TagLink href={row.link ?? ''} fallback="—">
                {row.link}
              </TagLink>
            ),
          },
          {
            title: t('errorTags.fields.manager'),
            key: 'manager',
            render: (_, row) => row.manager?.name ?? '—',
          },
          {
            title: t('errorTags.fields.createdAt'),
            key: 'createdAt',
            optional: true,
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
                      {row.parentId === undefined && (
                        <Button
                          size="small"
                          icon={<PlusOutlined />}
                          aria-label={t('errorTags.addChild', { name: row.name })}
                          onClick={() => setDraft({ name: '', link: '', parentId: String(row.id) })}
                        />
                      )}
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('errorTags.edit', { name: row.name })}
                        onClick={() =>
                          setDraft({
                            id: String(row.id),
                            name: row.name,
                            link: row.link,
                            parentId: row.parentId ?? null,
                            hasChildren: row.parentId === undefined && Boolean(row.children?.length),
                          })
                        }
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('errorTags.delete', { name: row.name })}
                        onClick={() => void confirmDelete(row)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {draft && (
        <Suspense fallback={null}>
          <ErrorTagFormModal
            draft={draft}
            parents={tops.map((top) => ({ id: String(top.id), name: top.name }))}
            onSubmit={(values) => (draft.id ? change(draft.id, values) : create(values))}
            onClose={() => setDraft(null)}
          />
        </Suspense>
      )}
    </>
  );
}
