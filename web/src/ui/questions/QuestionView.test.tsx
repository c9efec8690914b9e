import type { PartResponse } from '@lms/domain/questions';
import { samplePart } from '@lms/domain/questions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionViewProps } from './QuestionView';
import { numberParts, QuestionView } from './QuestionView';
import { loadCatalogueParts } from '../../app/i18n';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['questionView']));

const passage =
  'You should spend about 20 minutes on Questions 14-26.\n\nThe history of glass. From our earliest origins...';
const readingParts: QuestionViewProps['parts'] = [
  { id: 'intro', interaction: 'none', content: { text: 'Questions 14-15: choose the correct letter.' } },
  { id: 'q14', content: samplePart('choice_one_answer').content },
  {
    id: 'q15',
    content: {
      prompt: 'Which city is named?',
      options: [
        { id: 'A', text: 'Hanoi' },
        { id: 'B', text: 'Hue' },
      ],
    },
  },
];

function Runner(
  props: Omit<QuestionViewProps, 'responses' | 'onChange'> & { log: [string, PartResponse][] },
) {
  const { log, ...rest } = props;
  const [responses, setResponses] = useState<Record<string, unknown>>({});
  return (
    <QuestionView
      {...rest}
      responses={responses}
      onChange={(partId, response) => {
        log.push([partId, response]);
        setResponses((all) => ({ ...all, [partId]: response }));
      }}
    />
  );
}

describe('QuestionView', () => {
  it('numbers the parts from the start number, passages taking none', () => {
    expect(
      numberParts(
        [
          { id: 'a', interaction: 'none' },
          { id: 'b', interaction: 'text_entry' },
          { id: 'c', interaction: 'single_choice' },
        ],
        14,
      ),
    ).toEqual({ a: undefined, b: 14, c: 15 });
    render(<QuestionView type="choice_one_answer" parts={readingParts} startNumber={14} />);
    expect(screen.getByRole('group', { name: /^Câu 14 Where did the writer/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Câu 15 Which city/ })).toBeInTheDocument();
    expect(screen.getByText('Questions 14-15: choose the correct letter.')).toBeInTheDocument();
  });

  it('lays a reading passage beside its parts and gives each answer to its part', async () => {
    const log: [string, PartResponse][] = [];
    const user = userEvent.setup();
    render(
      <Runner
        type="choice_one_answer"
        topicGroup="reading"
        instructions={passage}
        parts={readingParts}
        log={log}
      />,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveClass('qv-split');
    const passageColumn = screen.getByRole('region', { name: 'Bài đọc' });
    expect(within(passageColumn).getByText(/The history of glass/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Hue/ }));
    expect(log).toEqual([['q15', { choice: 'B' }]]);
    expect(screen.getByRole('radio', { name: /Hue/ })).toBeChecked();
  });

  it('plays a listening clip and keeps the transcript for the review', () => {
    const parts = [{ id: 'p1', content: samplePart('dictation').content }];
    const media = { kind: 'AUDIO' as const, url: '/media/clip.mp3' };
    const { rerender } = render(
      <QuestionView
        type="dictation"
        topicGroup="listening"
        instructions="Write what you hear."
        transcript="Transcript: the museum opens at nine."
        media={media}
        parts={parts}
      />,
    );
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/clip.mp3');
    expect(screen.getByText('Write what you hear.')).toBeInTheDocument();
    expect(screen.queryByText(/the museum opens at nine/)).not.toBeInTheDocument();
    rerender(
      <QuestionView
        type="dictation"
        topicGroup="listening"
        instructions="Write what you hear."
        transcript="Transcript: the museum opens at nine."
        media={media}
        parts={parts}
        readOnly
        review={{ p1: { status: 'scored', fraction: 1, detail: { '1': true, '2': true } } }}
      />,
    );
    expect(screen.getByText('Lời thoại')).toBeInTheDocument();
    expect(screen.getByText(/the museum opens at nine/)).toBeInTheDocument();
    expect(screen.getByText('Đúng', { selector: '.qv-verdict' })).toBeInTheDocument();
  });

  it('shows a chart above its parts, and a map once, under the marks of a hotspot', () => {
    const { unmount } = render(
      <QuestionView
        type="chart_completion"
        media={{ kind: 'IMG', url: '/media/chart.png' }}
        parts={[{ id: 'p1', content: samplePart('chart_completion').content }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Hình ảnh của câu hỏi' })).toHaveAttribute(
      'src',
      '/media/chart.png',
    );
    unmount();
    render(
      <QuestionView
        type="picture_mark"
        media={{ kind: 'IMG', url: '/media/map.png' }}
        parts={[{ id: 'p1', content: samplePart('picture_mark').content }]}
      />,
    );
    expect(screen.getAllByRole('img', { name: 'Hình ảnh của câu hỏi' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Ảnh để đánh dấu' })).toBeInTheDocument();
  });

  it('offers the fixed options of its type and the recorders of spoken parts', () => {
    const { unmount } = render(
      <QuestionView type="yes_no" parts={[{ id: 'p1', content: samplePart('yes_no').content }]} />,
    );
    expect(screen.getByRole('radio', { name: 'YES (Có)' })).toBeInTheDocument();
    unmount();
    render(
      <QuestionView
        type="speaking"
        parts={[{ id: 's1', content: samplePart('speaking').content }]}
        recorders={{ s1: <button type="button">Ghi âm</button> }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ghi âm' })).toBeInTheDocument();
  });

  it('takes no answer when read only', async () => {
    const log: [string, PartResponse][] = [];
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Runner type="choice_one_answer" parts={readingParts} readOnly log={log} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Hue/ }));
    expect(log).toEqual([]);
  });
});
