import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPart, sample } from './testPart';
import { KeyView } from './KeyView';
import { loadCatalogueParts } from '../../app/i18n';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['questionView']));

describe('the key in the review', () => {
  it('names the right option of a choice in the words the student saw', () => {
    const part = sample('choice_one_answer');
    renderPart('choice_one_answer', { part, readOnly: true, answerKey: part.answer });
    expect(screen.getByText('Đáp án:').parentElement).toHaveTextContent('Đáp án: A. In a fishing village');
  });

  it('takes GraphQL’s shapes too: a list of correct ids, pairs as a list', () => {
    const yesNo = sample('yes_no');
    const { unmount } = render(
      <KeyView
        interaction="single_choice"
        content={yesNo.content}
        answerKey={{ correct: ['not_given'] }}
        fixedOptions={['yes', 'no', 'not_given']}
      />,
    );
    expect(screen.getByText(/NOT GIVEN \(Không có thông tin\)/)).toBeInTheDocument();
    unmount();
    render(
      <KeyView
        interaction="matching"
        content={sample('matching').content}
        answerKey={{
          pairs: [
            { item: 'p1', option: 'i' },
            { item: 'p2', option: 'iii' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Paragraph A: The origins of the festival')).toBeInTheDocument();
    expect(screen.getByText('Paragraph B: Funding problems')).toBeInTheDocument();
  });

  it('lists every accepted answer of each blank, the sentence in order, the sample of a writing task', () => {
    const gaps = sample('gap_fill');
    const { unmount } = render(
      <KeyView interaction="text_entry" content={gaps.content} answerKey={gaps.answer} />,
    );
    expect(screen.getByText('Chỗ trống 1: 9 am / nine am / 9:00')).toBeInTheDocument();
    unmount();
    const words = sample('word_order');
    const second = render(
      <KeyView interaction="ordering" content={words.content} answerKey={words.answer} />,
    );
    expect(screen.getByText(/I have never been there/)).toBeInTheDocument();
    second.unmount();
    render(
      <KeyView
        interaction="extended_writing"
        content={sample('writing').content}
        answerKey={{ sample: 'Museums are a public good.' }}
      />,
    );
    expect(screen.getByText('Bài mẫu')).toBeInTheDocument();
    expect(screen.getByText('Museums are a public good.')).toBeInTheDocument();
  });

  it('shows nothing for a writing task without a sample', () => {
    const { container } = render(
      <KeyView
        interaction="extended_writing"
        content={sample('writing').content}
        answerKey={{ sample: '' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
