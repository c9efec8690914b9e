import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClass, buildClassStudent, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const klass = buildClass({ id: '7', name: 'Communication - K3', viewerCanManage: true });
const an = buildUser({ id: 's1', name: 'Lê Văn An' });
const binh = buildUser({ id: 's2', name: 'Phạm Thị Bình' });
const ha = buildUser({ id: 's3', name: 'Trần Thu Hà' });

const marked = {
  __typename: 'PresentationGroup',
  id: 'g1',
  assignmentId: 'a1',
  classId: '7',
  name: 'Nhóm 1',
  members: [
    { id: 's1', name: 'Lê Văn An', email: 'an@academy.test' },
    { id: 's2', name: 'Phạm Thị Bình', email: 'binh@academy.test' },
  ],
  rubric: [
    { criterion: 'CONTENT', band: 'B15_13', point: 14 },
    { criterion: 'LANGUAGE', band: 'B12_9', point: 11 },
    { criterion: 'DELIVERY', band: 'B12_9', point: 12 },
    { criterion: 'TEAMWORK', band: 'B12_9', point: 10 },
  ],
  presentationScore: 11.75,
  slideScore: 17.5,
  scriptScore: 12,
  total: 41.25,
  returned: true,
  markedAt: '2026-09-10T03:00:00.000Z',
  returnedAt: '2026-09-10T03:00:00.000Z',
};
const unmarked = {
  ...marked,
  id: 'g2',
  name: 'Nhóm 2',
  members: [{ id: 's3', name: 'Trần Thu Hà', email: 'ha@academy.test' }],
  rubric: [],
  presentationScore: null,
  slideScore: null,
  scriptScore: null,
  total: null,
  returned: false,
  markedAt: null,
  returnedAt: null,
};

function setup(extra: Record<string, unknown> = {}, maxScore = 50) {
  const assignment = buildAssignment({
    id: 'a1',
    title: 'Thuyết trình nhóm: My dream job',
    kind: 'PRESENTATION',
    maxScore,
    class: klass,
    results: [],
    presentationGroups: [marked, unmarked],
  });
  return renderApp({
    path: '/manageClass/7/manageClassHomeworkDetail?id=a1',
    role: 'TEACHER',
    gateway: {
      assignment,
      class: {
        ...klass,
        students: [
          buildClassStudent({ student: an }),
          buildClassStudent({ student: binh }),
          buildClassStudent({ student: ha }),
        ],
      },
      ...extra,
    },
  });
}

describe('the presentation group table (manageClassHomeworkDetail of a presentation)', () => {
  it('shows each group’s members and its presentation, slide, script scores and total', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Nhóm 1', {}, { timeout: 20_000 })).closest('tr')!;
    expect(screen.getByText('Nhóm thuyết trình')).toBeInTheDocument();
    const card = row.closest('table')!;
    expect(within(row).getByText('Lê Văn An, Phạm Thị Bình')).toBeInTheDocument();
    expect(within(row).getByText('11,75/15')).toBeInTheDocument();
    expect(within(row).getByText('17,5/20')).toBeInTheDocument();
    expect(within(row).getByText('12/15')).toBeInTheDocument();
    expect(within(row).getByText('41,25/50')).toBeInTheDocument();
    expect(within(row).getByText('Đã trả điểm')).toBeInTheDocument();
    const other = within(card).getByText('Nhóm 2').closest('tr')!;
    expect(within(other).getByText('Chưa trả điểm')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'PresentationGroupsQuery')?.variables).toEqual({
      id: 'a1',
      classId: '7',
    });
  }, 60_000);

  it('makes a group of the class’s students, and keeps what was typed when the server refuses', async () => {
    const sent: unknown[] = [];
    const { user } = setup({
      createPresentationGroup: ({ input }: { input: unknown }) => {
        sent.push(input);
        return {
          group: null,
          errors: [{ field: 'memberIds.0', messages: ['Học viên này đã ở trong một nhóm khác của bài này'] }],
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm nhóm/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tên nhóm'), 'Nhóm 3');
    await user.click(within(dialog).getByLabelText('Thành viên'));
    await user.click(await screen.findByText('Lê Văn An (đã ở nhóm khác)'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(dialog).findByText('Học viên này đã ở trong một nhóm khác của bài này'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ assignmentId: 'a1', name: 'Nhóm 3', memberIds: ['s1'] }]);
    expect(within(dialog).getByLabelText('Tên nhóm')).toHaveValue('Nhóm 3');
  }, 60_000);

  it('marks a group with rubric radios, computing the total live, and refuses a total above the maximum', async () => {
    const sent: unknown[] = [];
    const { user } = setup(
      {
        markPresentationGroup: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return { group: { ...unmarked, returned: false, total: 30 }, errors: [] };
        },
      },
      40,
    );
    await user.click(await screen.findByRole('button', { name: 'Chấm Nhóm 2' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    const total = within(dialog).getByTestId('presentation-total');
    expect(total).toHaveTextContent('Tổng điểm: —');
    for (const label of [
      'Nội dung và bố cục',
      'Ngôn ngữ (ngữ pháp và từ vựng)',
      'Cách trình bày (phát âm, lưu loát, thời gian)',
      'Làm việc nhóm và trả lời câu hỏi',
    ]) {
      const group = within(dialog).getByRole('radiogroup', { name: label });
      await user.click(within(group).getByRole('radio', { name: '15-13' }));
    }
    // Each point starts at its band's top: 15 × 4 → 15.
    await user.type(within(dialog).getByLabelText('Điểm slide (trên 20)'), '20');
    await user.type(within(dialog).getByLabelText('Điểm kịch bản (trên 15)'), '10');
    await waitFor(() => expect(total).toHaveTextContent('Tổng điểm: 45/40'));
    await user.click(within(dialog).getByRole('button', { name: /Lưu nháp/ }));
    expect(
      await within(dialog).findByText(
        'Tổng điểm không được vượt quá điểm tối đa của bài và điểm tối thiểu là 0',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    const script = within(dialog).getByLabelText('Điểm kịch bản (trên 15)');
    await user.clear(script);
    await user.type(script, '5');
    await waitFor(() => expect(total).toHaveTextContent('Tổng điểm: 40/40'));
    await user.click(within(dialog).getByRole('button', { name: /Lưu nháp/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: 'g2',
      rubric: ['CONTENT', 'LANGUAGE', 'DELIVERY', 'TEAMWORK'].map((criterion) => ({
        criterion,
        band: 'B15_13',
        point: 15,
      })),
      slideScore: 20,
      scriptScore: 5,
      returned: false,
    });
  }, 120_000);

  it('shows the server’s refusal under the slide score and keeps the marks typed', async () => {
    const { user } = setup({
      markPresentationGroup: () => ({
        group: null,
        errors: [{ field: 'slideScore', messages: ['Điểm slide từ 0 đến 20'] }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chấm Nhóm 1' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('presentation-total')).toHaveTextContent('Tổng điểm: 41,25/50');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Điểm slide từ 0 đến 20')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Điểm slide (trên 20)')).toHaveValue('17.5');
  }, 60_000);
});
