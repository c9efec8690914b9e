import type { QuestionType } from '@lms/domain/questions';
import type { Part } from '@lms/domain/questions';
import {
  QUESTION_TYPES,
  RESPONSE_SCHEMAS,
  interactionOf,
  presentForAttempt,
  responseToStored,
  samplePart,
} from '@lms/domain/questions';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogueParts } from '../../app/i18n';
import { PartView } from './PartView';
import { renderPart, sample } from './testPart';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['questionView']));

/** The response fits the interaction's schema and the scorer gives the whole part's points for it. */
function expectFullMarks(type: QuestionType, view: ReturnType<typeof renderPart>) {
  expect(RESPONSE_SCHEMAS[interactionOf(type)].safeParse(view.last()).success).toBe(true);
  expect(view.score()).toMatchObject({ status: 'scored', fraction: 1, score: view.part.score });
}

describe('single choice', () => {
  it('answers with the chosen option, which the scorer marks right', async () => {
    const view = renderPart('choice_one_answer');
    expect(screen.getByText('Câu 1')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: /Where did the writer spend/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await view.user.click(screen.getByRole('radio', { name: /In the capital/ }));
    expect(view.last()).toEqual({ choice: 'B' });
    expect(view.score()).toMatchObject({ status: 'scored', fraction: 0 });
    await view.user.click(screen.getByRole('radio', { name: /In a fishing village/ }));
    expect(screen.getByRole('radio', { name: /In a fishing village/ })).toBeChecked();
    expectFullMarks('choice_one_answer', view);
  });

  it('labels an attempt’s options by position, never by their opaque keys (issue 26 point 2)', async () => {
    const part = sample('choice_one_answer');
    const presented = presentForAttempt('choice_one_answer', part.content, part.answer, 'attempt-seed');
    const view = renderPart('choice_one_answer', {
      part: { ...part, content: presented.content as Part['content'] },
    });
    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(labels.map((l) => l[0])).toEqual(['A', 'B', 'C']);
    expect(labels.join()).not.toMatch(/k[0-9a-z]{7}/);
    await view.user.click(screen.getByRole('radio', { name: /In a fishing village/ }));
    const chosen = (view.last() as { choice: string }).choice;
    expect(responseToStored('choice_one_answer', { choice: chosen }, presented.keys)).toEqual({
      ok: true,
      value: { choice: 'A' },
    });
  });

  it.each(['yes_no', 'true_false'] as const)(
    'offers the fixed options of %s in the exam’s words',
    async (type) => {
      const view = renderPart(type);
      const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
      expect(names).toEqual(
        type === 'yes_no'
          ? ['YES (Có)', 'NO (Không)', 'NOT GIVEN (Không có thông tin)']
          : ['TRUE (Đúng)', 'FALSE (Sai)', 'NOT GIVEN (Không có thông tin)'],
      );
      await view.user.click(screen.getByRole('radio', { name: /^(YES|TRUE) / }));
      expectFullMarks(type, view);
    },
  );

  it('names the fixed options in English when the student reads English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderPart('true_false');
    expect(screen.getByRole('radio', { name: 'NOT GIVEN' })).toBeInTheDocument();
    expect(screen.getByText('Question 1')).toBeInTheDocument();
  });
});

describe('multiple choice', () => {
  it('answers with every ticked option; only the exact set scores', async () => {
    const view = renderPart('multiple_choice');
    await view.user.click(screen.getByRole('checkbox', { name: /the noise of the traffic/ }));
    await view.user.click(screen.getByRole('checkbox', { name: /a larger garden/ }));
    expect(view.score()).toMatchObject({ fraction: 0 });
    await view.user.click(screen.getByRole('checkbox', { name: /a larger garden/ }));
    await view.user.click(screen.getByRole('checkbox', { name: /a new job/ }));
    // In the options' order, whatever order they were ticked in.
    expect(view.last()).toEqual({ choices: ['A', 'C'] });
    expectFullMarks('multiple_choice', view);
  });
});

describe('text entry', () => {
  it('puts an input at each blank of the text; answers are scored after normalisation', async () => {
    const view = renderPart('gap_fill');
    const text = screen.getByText(/The museum opens at/);
    expect(within(text).getAllByRole('textbox')).toHaveLength(2);
    await view.user.type(screen.getByRole('textbox', { name: 'Chỗ trống 1' }), '  9 AM');
    await view.user.type(screen.getByRole('textbox', { name: 'Chỗ trống 2' }), 'Main   Hall');
    expect(view.last()).toEqual({ blanks: { '1': '  9 AM', '2': 'Main   Hall' } });
    expectFullMarks('gap_fill', view);
  });

  it('shows a single answer box under a text without blanks', async () => {
    const part = sample('translation', (input) => {
      input.content = { prompt: 'Translate into English.', text: 'Tôi thích đọc sách.' };
      input.answer = { blanks: [{ id: '1', accepted: ['I like reading books', 'I like reading'] }] };
    });
    const view = renderPart('translation', { part });
    expect(screen.getByText('Tôi thích đọc sách.')).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Câu trả lời của bạn' }), 'I like reading');
    expectFullMarks('translation', view);
  });

  it('marks each blank right or wrong in the review', () => {
    renderPart('sentence_completion', {
      response: { blanks: { '1': '9 am', '2': 'garden' } },
      review: { status: 'scored', fraction: 0.5, detail: { '1': true, '2': false } },
      readOnly: true,
    });
    expect(screen.getByRole('textbox', { name: 'Chỗ trống 1' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Chỗ trống 2' }).closest('.qv-blank')).toHaveClass('qv-wrong');
    expect(screen.getByRole('img', { name: 'Đúng' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sai' })).toBeInTheDocument();
    expect(screen.getByText('Đúng một phần (50%)')).toBeInTheDocument();
  });
});

describe('matching', () => {
  it('lists the options and offers a select per item', async () => {
    const view = renderPart('matching_heading');
    expect(screen.getByRole('heading', { name: 'Các lựa chọn' })).toBeInTheDocument();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph A' }), 'i');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph B' }), 'ii');
    expect(view.score()).toMatchObject({ fraction: 0.5, detail: { p1: true, p2: false } });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph B' }), 'iii');
    expect(view.last()).toEqual({ pairs: { p1: 'i', p2: 'iii' } });
    expectFullMarks('matching_heading', view);
    // Back to "choose" takes the pair away.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph B' }), '');
    expect(view.last()).toEqual({ pairs: { p1: 'i' } });
  });

  it('numbers the labels on the plan and names each select by its number', async () => {
    const part = sample('plan_map_diagram_labelling', (input) => {
      input.content = {
        prompt: 'Label the plan of the ground floor.',
        items: [
          { id: 'l1', text: 'next to the entrance', x: 20, y: 30 },
          { id: 'l2', text: 'behind the stairs', x: 70, y: 60 },
        ],
        options: [
          { id: 'A', text: 'café' },
          { id: 'B', text: 'cloakroom' },
          { id: 'C', text: 'gift shop' },
        ],
      };
      input.answer = { pairs: { l1: 'B', l2: 'A' } };
    });
    const view = renderPart('plan_map_diagram_labelling', { part, mediaUrl: '/media/plan.png' });
    expect(screen.getByRole('img', { name: 'Hình ảnh của câu hỏi' })).toHaveAttribute(
      'src',
      '/media/plan.png',
    );
    const pin = document.querySelector<HTMLElement>('.qv-pin');
    expect(pin).toHaveTextContent('1');
    expect(pin?.style.left).toBe('20%');
    await view.user.selectOptions(screen.getByRole('combobox', { name: '1. next to the entrance' }), 'B');
    await view.user.selectOptions(screen.getByRole('combobox', { name: '2. behind the stairs' }), 'A');
    expectFullMarks('plan_map_diagram_labelling', view);
  });

  it('marks each pair in the review and takes no change when read only', () => {
    renderPart('matching', {
      response: { pairs: { p1: 'i', p2: 'ii' } },
      review: { status: 'scored', fraction: 0.5, detail: { p1: true, p2: false } },
      readOnly: true,
    });
    expect(screen.getByRole('combobox', { name: 'Paragraph A' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Paragraph B' }).closest('li')).toHaveClass('qv-wrong');
  });
});

describe('ordering', () => {
  it('moves words with the up and down buttons into the order the scorer wants', async () => {
    const view = renderPart('word_order');
    // Drag and drop loads with the first ordering part.
    await screen.findByRole('list');
    const words = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(words().map((w) => w?.replace(/[⠿↑↓]/g, ''))).toEqual(['never', 'I', 'have', 'been', 'there']);
    expect(screen.getByRole('button', { name: 'Đưa “never” lên' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Đưa “never” xuống' }));
    await view.user.click(screen.getByRole('button', { name: 'Đưa “never” xuống' }));
    expect(view.last()).toEqual({ order: ['w2', 'w3', 'w1', 'w4', 'w5'] });
    expect(screen.getByText(/I have never been there/)).toBeInTheDocument();
    expectFullMarks('word_order', view);
  });

  it('offers a drag handle per word with keyboard instructions', () => {
    renderPart('word_order');
    const handle = screen.getByRole('button', { name: 'Kéo “never”' });
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent('Để chọn một từ, nhấn phím cách hoặc Enter.');
  });

  it('keeps the words still when read only, and says whether the order is right in the review', () => {
    renderPart('word_order', {
      readOnly: true,
      response: { order: ['w1', 'w2', 'w3', 'w4', 'w5'] },
      review: { status: 'scored', fraction: 0 },
    });
    expect(screen.getByRole('button', { name: 'Đưa “I” lên' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kéo “I”' })).toBeDisabled();
    expect(screen.getByText('Sai')).toBeInTheDocument();
  });
});

describe('hotspot', () => {
  const picture = () => screen.getByRole('group', { name: 'Ảnh để đánh dấu' });
  const sized = (element: HTMLElement) => {
    element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    return element;
  };

  it('adds a point where the picture is clicked, in percent, and a click on it takes it back', async () => {
    const view = renderPart('picture_mark', { mediaUrl: '/media/map.png' });
    fireEvent.click(sized(picture()), { clientX: 30, clientY: 25 });
    expect(view.last()).toEqual({ points: [{ x: 15, y: 25 }] });
    expectFullMarks('picture_mark', view);
    expect(screen.getByText('Đã đánh dấu 1 vị trí')).toBeInTheDocument();
    fireEvent.click(sized(picture()), { clientX: 190, clientY: 90 });
    expect(view.score()).toMatchObject({ fraction: 0 }); // a stray point takes one back
    await view.user.click(screen.getByRole('button', { name: 'Bỏ dấu 2' }));
    expect(view.last()).toEqual({ points: [{ x: 15, y: 25 }] });
  });

  it('marks from the keyboard: arrows move the cursor, Enter marks and unmarks', async () => {
    const view = renderPart('picture_mark', { mediaUrl: '/media/map.png' });
    picture().focus();
    await view.user.keyboard('{ArrowLeft>7/}{ArrowUp>5/}{Enter}');
    expect(view.last()).toEqual({ points: [{ x: 15, y: 25 }] });
    expectFullMarks('picture_mark', view);
    await view.user.keyboard('{Enter}');
    expect(view.last()).toEqual({ points: [] });
  });

  it('shows the key regions found and missed in the review, and takes no point when read only', () => {
    const view = renderPart('picture_mark', {
      mediaUrl: '/media/map.png',
      readOnly: true,
      response: { points: [{ x: 65, y: 65 }] },
      review: { status: 'scored', fraction: 0, detail: { library: false } },
    });
    expect(screen.getByRole('img', { name: 'Vùng library: bị bỏ sót' })).toBeInTheDocument();
    fireEvent.click(sized(picture()), { clientX: 30, clientY: 25 });
    expect(view.changes()).toBe(0);
  });
});

describe('writing', () => {
  it('counts the words as they are typed and warns past the maximum', async () => {
    const part = sample('writing', (input) => {
      input.content = { prompt: 'Describe your hometown.', minWords: 3, maxWords: 5 };
    });
    const view = renderPart('writing', { part });
    expect(screen.getByText('Viết từ 3 đến 5 từ.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /Describe your hometown/ });
    await view.user.type(box, 'It’s a well-known town');
    expect(screen.getByText('4 từ')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await view.user.type(box, ' by the sea.');
    expect(screen.getByRole('status')).toHaveTextContent('vượt quá giới hạn 2 từ');
    expect(RESPONSE_SCHEMAS.extended_writing.safeParse(view.last()).success).toBe(true);
    // A person marks it.
    expect(view.score()).toEqual({ status: 'person' });
  });

  it('is read only in the review, with the teacher’s marking to come', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderPart('paragraph', { readOnly: true, response: { text: 'One two' }, review: { status: 'person' } });
    expect(screen.getByRole('textbox', { name: /museums should be free/ })).toHaveAttribute('readonly');
    expect(screen.getByText('2 words')).toBeInTheDocument();
    expect(screen.getByText('Write at least 250 words.')).toBeInTheDocument();
    expect(screen.getByText('Marked by your teacher')).toBeInTheDocument();
  });
});

describe('speaking', () => {
  it('shows the cue card and the times as the student reads them, a note where the recorder goes', () => {
    renderPart('speaking_ielt');
    expect(screen.getByText('Bạn nên nói về:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('when you went there');
    expect(screen.getByText('Thời gian chuẩn bị').nextSibling).toHaveTextContent('1 phút');
    expect(screen.getByText('Thời gian nói').nextSibling).toHaveTextContent('2 phút');
    expect(screen.getByText(/được ghi âm tại đây khi làm bài thi/)).toBeInTheDocument();
  });

  it('puts the runner’s recorder in its slot', () => {
    renderPart('pronunciation', { recorder: <button type="button">Record</button> });
    expect(screen.getByText('The weather was wonderful this weekend.')).toBeInTheDocument();
    expect(screen.getByText('Thời gian nói').nextSibling).toHaveTextContent('30 giây');
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.queryByText(/được ghi âm tại đây/)).not.toBeInTheDocument();
  });
});

describe('passage', () => {
  it('shows the text in paragraphs, without a number', () => {
    render(
      <PartView
        interaction="none"
        content={{ text: 'The first paragraph.\n\nThe second,\non two lines.' }}
        number={undefined}
      />,
    );
    const paragraphs = document.querySelectorAll('.qv-passage p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]?.querySelector('br')).not.toBeNull();
    expect(screen.queryByText(/Câu/)).not.toBeInTheDocument();
  });
});

describe('every type', () => {
  it.each(QUESTION_TYPES.filter((type) => interactionOf(type) !== 'none'))(
    '%s renders its sample part, numbered',
    (type) => {
      render(
        <PartView
          interaction={interactionOf(type)}
          content={sample(type).content}
          number={7}
          response={undefined}
          onChange={() => undefined}
        />,
      );
      expect(screen.getByText('Câu 7')).toBeInTheDocument();
    },
  );

  it('lets a preview without onChange be tried, and shows a part still being written', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PartView interaction="single_choice" content={samplePart('choice_one_answer').content} number={1} />
        <PartView interaction="matching" content={{ prompt: 'Not finished' }} number={2} />
      </>,
    );
    expect(screen.getByText('Not finished')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /On a farm/ }));
    expect(screen.getByRole('radio', { name: /On a farm/ })).toBeChecked();
  });
});
