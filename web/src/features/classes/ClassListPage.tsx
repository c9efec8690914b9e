import { LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Input, Select } from 'antd';
import { Button, Card } from '../../ui/native';
import type { ComponentType } from 'react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCESS, mayOpen } from '../../shared/access';
import { useConstants } from '../../shared/constants';
import { usePrefetchedPolicy } from '../../shared/prefetch';
import { useSession } from '../../shared/session';
import type { ClassState } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { ClassTable } from './ClassTable';
import { CLASS_FILTERS, ClassListQuery, classListVariables } from './classListQuery';
import { useDeleteClass } from './useDeleteClass';
import { paths } from '../../shared/paths';

const STATES: ClassState[] = ['ONGOING', 'UPCOMING', 'FINISHED'];

/**
 * `/manageClass`: the viewer's classes (all of them for an administrator). Joining by code belongs to
 * memberships: the route module (app/) passes its dialog in.
 */
export function ClassListPage({
  JoinDialog,
}: {
  JoinDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const { t } = useTranslation();
  const constants = useConstants();
  const { role } = useSession();
  const [joining, setJoining] = useState(false);
  const deleteClass = useDeleteClass();
  const params = useListParams(CLASS_FILTERS, constants.page_size);
  const { page, pageSize, search, filters, update } = params;
  const fetchPolicy = usePrefetchedPolicy(ClassListQuery);
  const { data, previousData, loading } = useQuery(ClassListQuery, {
    variables: classListVariables(params),
    fetchPolicy,
  });
  const classes = (data ?? previousData)?.classes;
  const isStudent = role === 'STUDENT';

  return (
    <>
      <PageHeader
        title={t('classes.title')}
        extra={
          <>
            {isStudent && (
              <Button type="primary" icon={<LoginOutlined />} onClick={() => setJoining(true)}>
                {t('classes.join')}
              </Button>
            )}
            {mayOpen(role, ACCESS.classForm) && (
              <Link to={paths.classCreate}>
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('classes.create')}
                </Button>
              </Link>
            )}
          </>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('classes.searchLabel')}
            placeholder={t('classes.searchPlaceholder')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label={t('classes.stateLabel')}
            placeholder={t('classes.anyState')}
            allowClear
            value={filters.state ?? null}
            onChange={(value: string | null) => update({ state: value })}
            options={STATES.map((s) => ({ value: s, label: t(`classState.${s}`) }))}
            style={{ minWidth: 180 }}
          />
        </Flex>
        <ClassTable
          classes={classes?.items ?? []}
          loading={loading}
          showMembership={isStudent}
          pagination={{ current: page, pageSize, total: classes?.total ?? 0 }}
          onChange={(p, size) => update({ page: p, pageSize: size }, false)}
          onDelete={role === 'ADMIN' ? deleteClass : undefined}
          empty={
            search || filters.state ? undefined : isStudent ? (
              <EmptyState
                action={
                  <Button type="primary" icon={<LoginOutlined />} onClick={() => setJoining(true)}>
                    {t('classes.join')}
                  </Button>
                }
              >
                {t('dashboard.noClasses')}
              </EmptyState>
            ) : (
              <EmptyState
                action={
                  mayOpen(role, ACCESS.classForm) && (
                    <Link to={paths.classCreate}>
                      <Button type="primary" icon={<PlusOutlined />}>
                        {t('classes.create')}
                      </Button>
                    </Link>
                  )
                }
              >
                {t('classes.emptyStaff')}
              </EmptyState>
            )
          }
        />
      </Card>
      {isStudent && joining && (
        <Suspense fallback={null}>
          <JoinDialog open={joining} onClose={() => setJoining(false)} />
        </Suspense>
      )}
    </>
  );
}
