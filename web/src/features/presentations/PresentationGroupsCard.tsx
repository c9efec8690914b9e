import { useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { PRESENTATION_SCORE_MAX, SCRIPT_SCORE_MAX, SLIDE_SCORE_MAX } from '@lms/domain';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '../../gql';
import type { PresentationGroupsCard_GroupFragment } from '../../gql/graphql';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Button, Card } from '../../ui/native';
import { Tag } from '../../ui/Tag';
import { useConfirm } from '../../ui/useConfirm';
import { GroupFormModal } from './GroupFormModal';
import { MarkGroupModal } from './MarkGroupModal';
import { PresentationGroupFields } from './groupFields';
import { useDeletePresentationGroup } from './useDeletePresentationGroup';
import { usePresentationRuleMessages } from './ruleMessages';

const PresentationGroupsQuery = graphql(`
  query PresentationGroupsQuery($id: ID!, $classId: ID!) {
    assignment(id: $id) {
      id
      maxScore
      presentationGroups {
        id
        ...PresentationGroupsCard_group
      }
    }
    class(id: $classId) {
      id
      students(status: ACTIVE) {
        id
        student {
          id
          name
        }
      }
    }
  }
`);

export interface PresentationGroupsCardProps {
  assignmentId: string;
  classId: string;
  /** The class's teachers and administrators make, change and delete groups. */
  canManage: boolean;
}

type Dialog =
  { kind: 'create' } | { kind: 'edit' | 'mark'; group: PresentationGroupsCard_GroupFragment } | null;

/**
 * The presentation group table of a presentation assignment (docs/product.md point 2: group name, members,
 * presentation score, slide score, script score, total), with the dialogs that make groups and mark them.
 */
export function PresentationGroupsCard({ assignmentId, classId, canManage }: PresentationGroupsCardProps) {
  const { t } = useTranslation();
  usePresentationRuleMessages();
  const { viewer } = useSession();
  const format = useFormatters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirm, confirmHolder] = useConfirm();
  const remove = useDeletePresentationGroup();
  const { data, loading } = useQuery(PresentationGroupsQuery, { variables: { id: assignmentId, classId } });
  const groups = getFragmentData(PresentationGroupFields, data?.assignment?.presentationGroups ?? []);
  const maxScore = data?.assignment?.maxScore ?? 0;
  const students = (data?.class?.students ?? []).map((m) => m.student);
  const grouped = new Map(groups.flatMap((g) => g.members.map((m) => [String(m.id), g.id] as const)));
  const score = (value: number | null | undefined, max: number) =>
    value === null || value === undefined ? '—' : `${format.number(value, 2)}/${format.number(max)}`;

  return (
    <Card
      title={t('presentations.title')}
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            {t('presentations.addGroup')}
          </Button>
        )
      }
    >
      {confirmHolder}
      <DataTable<PresentationGroupsCard_GroupFragment>
        owner={String(viewer?.id ?? '')}
        table="presentation-groups"
        rowKey={(g) => String(g.id)}
        loading={loading && !data}
        dataSource={groups}
        locale={{ emptyText: t('presentations.noGroups') }}
        columns={[
          { title: t('presentations.groupName'), key: 'name', render: (_, g) => g.name },
          {
            title: t('presentations.members'),
            key: 'members',
            render: (_, g) => g.members.map((m) => m.name).join(', '),
          },
          {
            title: t('presentations.presentationScore'),
            key: 'presentation',
            align: 'right',
            render: (_, g) => score(g.presentationScore, PRESENTATION_SCORE_MAX),
          },
          {
            title: t('presentations.slideScore'),
            key: 'slide',
            align: 'right',
            render: (_, g) => score(g.slideScore, SLIDE_SCORE_MAX),
          },
          {
            title: t('presentations.scriptScore'),
            key: 'script',
            align: 'right',
            render: (_, g) => score(g.scriptScore, SCRIPT_SCORE_MAX),
          },
          {
            title: t('presentations.total'),
            key: 'total',
            align: 'right',
            render: (_, g) => (
              <Space size={4}>
                <strong>{score(g.total, maxScore)}</strong>
                <Tag color={g.returned ? 'green' : undefined}>
                  {t(g.returned ? 'presentations.returned' : 'presentations.draft')}
                </Tag>
              </Space>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            actions: true,
            render: (_, g) => (
              <Space>
                <Button
                  size="small"
                  icon={<FormOutlined />}
                  aria-label={t('presentations.markGroup', { name: g.name })}
                  onClick={() => setDialog({ kind: 'mark', group: g })}
                >
                  {t('presentations.mark')}
                </Button>
                {canManage && (
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('presentations.editGroup', { name: g.name })}
                      onClick={() => setDialog({ kind: 'edit', group: g })}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('presentations.deleteGroup', { name: g.name })}
                      onClick={() =>
                        void confirm({
                          title: t('presentations.confirmDelete', { name: g.name }),
                          content: g.returned ? t('presentations.deleteReturned') : undefined,
                          okText: t('common.delete'),
                          okButtonProps: { danger: true },
                          cancelText: t('common.cancel'),
                          onOk: () => remove(String(g.id), g.name),
                        })
                      }
                    />
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GroupFormModal
          assignmentId={assignmentId}
          group={dialog.kind === 'edit' ? dialog.group : undefined}
          students={students.map((s) => ({
            id: String(s.id),
            name: s.name,
            // Students of another group are shown as such: the server refuses them.
            elsewhere:
              grouped.has(String(s.id)) &&
              grouped.get(String(s.id)) !== (dialog.kind === 'edit' ? dialog.group.id : null),
          }))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'mark' && (
        <MarkGroupModal group={dialog.group} maxScore={maxScore} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}
