import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe('the schedule tab of a class without lessons', () => {
  it('still offers the attendance export (a valid file of the class’s students)', async () => {
    const klass = buildClass({ viewerCanManage: true, lessons: [] });
    renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
      role: 'TEACHER',
      gateway: { class: klass },
    });
    expect(await screen.findByRole('button', { name: 'Tạo thời khóa biểu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xuất điểm danh/ })).toBeInTheDocument();
  });
});
