import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildCourse, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const PATH = '/manageCourse';
const listCalls = (calls: { operationName: string }[]) =>
  calls.filter((c) => c.operationName === 'CourseListQuery').length;

describe('course management', () => {
  it('is for administrators: a teacher gets the 403 page', async () => {
    renderApp({ path: PATH, role: 'TEACHER' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });

  it('lists, searches and pages on the server', async () => {
    const { user, calls } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        courses: ({ page: p }: { page: number }) =>
          page([buildCourse({ name: 'IELTS 6.5', targetBand: '6.5' })], { total: 40, page: p }),
      },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('IELTS 6.5')).toBeInTheDocument();
    expect(screen.getByText('40 khóa học')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm khóa học' }), 'IELTS{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'CourseListQuery').at(-1)?.variables).toMatchObject({
        search: 'IELTS',
        page: 1,
      }),
    );
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'CourseListQuery').at(-1)?.variables).toMatchObject({
        page: 2,
      }),
    );
  });

  it('checks the form before sending, then creates the course and reads the list again', async () => {
    const created = buildCourse({ name: 'IELTS 7.0', targetBand: '7.0', description: 'Nâng cao' });
    let listed: unknown[] = [];
    const { user, calls } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        courses: () => page(listed),
        createCourse: () => {
          listed = [created];
          return { course: created, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm khóa học/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Thêm khóa học/ }));
    expect(await within(dialog).findByText('Vui lòng nhập tên khóa học')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'CourseCreateMutation')).toBe(false);

    await user.type(within(dialog).getByLabelText('Tên khóa học'), 'IELTS 7.0');
    await user.click(within(dialog).getByLabelText('Band IELTS mục tiêu'));
    await user.click(await screen.findByTitle('7.0'));
    await user.type(within(dialog).getByLabelText('Mô tả'), 'Nâng cao');
    const before = listCalls(calls);
    await user.click(within(dialog).getByRole('button', { name: /Thêm khóa học/ }));

    expect(await screen.findByText('Đã thêm khóa học')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CourseCreateMutation')?.variables).toEqual({
      input: { name: 'IELTS 7.0', targetBand: '7.0', description: 'Nâng cao' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The mutation dropped the cached lists: the page asks again and shows the new course.
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    expect(await within(screen.getByRole('table')).findByText('IELTS 7.0')).toBeInTheDocument();
  });

  it('edits a course and shows the server’s refusal under the name, keeping what was typed', async () => {
    const course = buildCourse({ name: 'Foundation', targetBand: null, description: 'Cơ bản' });
    const { user, calls } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        courses: page([course]),
        updateCourse: () => ({
          course: null,
          errors: [{ field: 'name', messages: ['Tên khóa học này đã được sử dụng'] }],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sửa Foundation' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Tên khóa học');
    expect(name).toHaveValue('Foundation');
    expect(within(dialog).getByLabelText('Mô tả')).toHaveValue('Cơ bản');
    await user.clear(name);
    await user.type(name, 'IELTS 6.5');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(await within(dialog).findByText('Tên khóa học này đã được sử dụng')).toBeInTheDocument();
    expect(name).toHaveValue('IELTS 6.5');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CourseUpdateMutation')?.variables).toEqual({
      input: { id: String(course.id), name: 'IELTS 6.5', description: 'Cơ bản', targetBand: null },
    });
  });

  it('says clearly when a delete is refused, and keeps the row', async () => {
    const course = buildCourse({ name: 'IELTS 5.5' });
    const { user } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        courses: page([course]),
        deleteCourse: () => {
          throw new GraphQLError('Không tìm thấy khóa học này', { extensions: { code: 'NOT_FOUND' } });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa IELTS 5.5' }));
    expect((await screen.findAllByText('Xóa khóa học IELTS 5.5?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Xóa' }));

    expect(await screen.findByText('Không xóa được khóa học')).toBeInTheDocument();
    expect(screen.getByText('Không tìm thấy khóa học này')).toBeInTheDocument();
    // One toast: the generic error toast does not come on top of the refusal.
    expect(screen.queryByText('Không tìm thấy dữ liệu')).toBeNull();
    expect(within(screen.getByRole('table')).getByText('IELTS 5.5')).toBeInTheDocument();
  });

  it('deletes a course after confirming and drops it from the list', async () => {
    const course = buildCourse({ name: 'IELTS 5.5' });
    let listed = [course];
    const { user, calls } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        courses: () => page(listed),
        deleteCourse: ({ input }: { input: { id: string } }) => {
          listed = [];
          return { deletedId: input.id, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa IELTS 5.5' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));

    expect(await screen.findByText(/Đã xóa khóa học/)).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CourseDeleteMutation')?.variables).toEqual({
      input: { id: String(course.id) },
    });
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('IELTS 5.5')).toBeNull());
  });
});
