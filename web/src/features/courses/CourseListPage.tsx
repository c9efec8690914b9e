import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Input } from 'antd';
import { Button, Card } from '../../ui/native';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConstants } from '../../shared/constants';
import { graphql } from '../../gql';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { CourseTable } from './CourseTable';
import { useCreateCourse } from './useCreateCourse';
import { useDeleteCourse } from './useDeleteCourse';
import { useUpdateCourse } from './useUpdateCourse';

// The form (its fields and rules) loads when the dialog first opens.
const CourseFormModal = lazy(() => import('./CourseFormModal').then((m) => ({ default: m.CourseFormModal })));

const CourseListQuery = graphql(`
  query CourseListQuery($search: String, $page: Int, $pageSize: Int) {
    courses(search: $search, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        ...CourseTable_courses
        ...CourseForm_course
      }
    }
  }
`);

const NO_FILTERS = [] as const;

/** `/manageCourse` (administrators): search and page through the courses; create, edit and delete them. */
export function CourseListPage() {
  const { t } = useTranslation();
  const constants = useConstants();
  const { page, pageSize, search, update } = useListParams(NO_FILTERS, constants.page_size);
  const { data, loading, previousData } = useQuery(CourseListQuery, {
    variables: { page, pageSize, search: search || undefined },
  });
  const courses = (data ?? previousData)?.courses;
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const deleteCourse = useDeleteCourse();
  /** 'new' while creating, a course id while editing, null with no dialog open. */
  const [editing, setEditing] = useState<string | null>(null);
  const editingCourse = courses?.items.find((c) => String(c.id) === editing);

  return (
    <>
      <PageHeader
        title={t('courses.title')}
        crumbs={[{ title: t('courses.title') }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('courses.create')}
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('courses.searchLabel')}
            placeholder={t('courses.searchPlaceholder')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <CourseTable
          courses={courses?.items ?? []}
          loading={loading}
          pagination={{ current: page, pageSize, total: courses?.total ?? 0 }}
          onChange={(p, size) => update({ page: p, pageSize: size }, false)}
          onEdit={setEditing}
          onDelete={deleteCourse}
        />
      </Card>
      <Suspense fallback={null}>
        {editing === 'new' && <CourseFormModal onSubmit={createCourse} onClose={() => setEditing(null)} />}
        {editingCourse && (
          <CourseFormModal
            key={String(editingCourse.id)}
            course={editingCourse}
            onSubmit={(values) => updateCourse(String(editingCourse.id), values)}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}
