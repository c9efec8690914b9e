import { lazy, Suspense } from 'react';
import { Button, Card } from '../../ui/native';
import { Tabs } from '../../ui/native/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import type { BankStorePath } from '../../shared/paths';
import { BANK_STORE_PATHS, paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorTagTree } from './ErrorTagTree';

// The second tab's panel loads when that tab is first opened.
const TagsPanel = lazy(() => import('./TagsPanel').then((m) => ({ default: m.TagsPanel })));

type TabKey = 'errorTags' | 'tags';

/**
 * `/manageTag/general` (the common error tags, written by administrators) and `/manageTag/teacher` (a
 * teacher's own; an administrator reads every teacher's, filtered by manager). A second tab manages the plain
 * labels of questions and exercises of the same store.
 */
export function ErrorTagsPage() {
  const { t } = useTranslation();
  const { store } = useParams();
  const { role, viewer } = useSession();
  const [params, setParams] = useSearchParams();
  if (!BANK_STORE_PATHS.includes(store as BankStorePath)) return <NotFoundPage />;
  const bank = store as BankStorePath;
  const common = bank === 'general';
  // docs/design.md matrix: administrators write the common store, teachers their own; everyone else reads.
  const mayWrite = common ? role === 'ADMIN' : role === 'TEACHER';
  const tab: TabKey = params.get('tab') === 'tags' ? 'tags' : 'errorTags';
  const title = common ? t('errorTags.titleCommon') : t('errorTags.titleTeacher');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ title: t('errorTags.menu') }, { title }]}
        extra={
          role === 'ADMIN' && (
            <Link to={paths.errorTags(common ? 'teacher' : 'general')}>
              <Button>{common ? t('errorTags.titleTeacher') : t('errorTags.titleCommon')}</Button>
            </Link>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key: TabKey) => setParams(key === 'tags' ? { tab: 'tags' } : {}, { replace: true })}
          items={[
            {
              key: 'errorTags',
              label: t('errorTags.tab'),
              children: tab === 'errorTags' && (
                <ErrorTagTree
                  common={common}
                  mayWrite={mayWrite}
                  ownerId={!common && role === 'TEACHER' ? String(viewer?.id ?? '') : undefined}
                />
              ),
            },
            {
              key: 'tags',
              label: t('tags.tab'),
              children: tab === 'tags' && (
                <Suspense fallback={null}>
                  <TagsPanel
                    common={common}
                    mayWrite={mayWrite}
                    ownerId={!common && role === 'TEACHER' ? String(viewer?.id ?? '') : undefined}
                  />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
