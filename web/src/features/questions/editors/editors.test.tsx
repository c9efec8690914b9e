import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionType } from '@lms/domain/questions';
import { interactionOf, presentForAttempt } from '@lms/domain/questions';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormPart } from '../partForm';
import { newPart } from '../partForm';
import type { QuestionFormValues } from '../questionSchema';
import { regionBetween } from './HotspotEditor';
import { PREVIEW_SEED, studentsSee } from './OrderingEditor';
import { PartEditor } from './PartEditor';
import { loadCatalogueParts } from '../../../app/i18n';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['questions']));

/** The part as the form holds it now, for the assertions. */
const seen: { part?: FormPart } = {};
function Spy() {
  const parts = useWatch<QuestionFormValues, 'parts'>({ name: 'parts' });
  useEffect(() => {
    seen.part = parts[0];
  });
  return null;
}

function Harness({ type, part, mediaUrl }: { type: QuestionType; part: FormPart; mediaUrl?: string }) {
  const form = useForm<QuestionFormValues>({ defaultValues: { parts: [part] } as QuestionFormValues });
  return (
    <FormProvider {...form}>
      <form>
        <PartEditor interaction={interactionOf(type)} index={0} type={type} mediaUrl={mediaUrl} />
        <Spy />
      </form>
    </FormProvider>
  );
}

const setup = (type: QuestionType, change?: (part: FormPart) => void, mediaUrl?: string) => {
  const part = newPart(type);
  change?.(part);
  const user = userEvent.setup();
  render(<Harness type={type} part={part} mediaUrl={mediaUrl} />);
  return { user };
};

describe('the interaction editors', () => {
  it('text entry: inserts the next blank where the cursor is and takes its accepted answers', async () => {
    const { user } = setup('gap_fill');
    const text = await screen.findByLabelText('Đoạn văn có chỗ trống');
    (text as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: /Chèn chỗ trống/ }));
    expect(seen.part?.content.text).toBe(
      'The{{3}} museum opens at {{1}} on weekdays and the guided tour starts in the {{2}}.',
    );
    const blank = await screen.findByLabelText('Đáp án được chấp nhận cho chỗ trống 3');
    await user.type(blank, 'old{Enter}');
    await waitFor(() =>
      expect(seen.part?.answer.blanks).toEqual([
        { id: '3', accepted: ['old'] },
        { id: '1', accepted: ['9 am', 'nine am', '9:00'] },
        { id: '2', accepted: ['main hall'] },
      ]),
    );
    // Deleting a blank from the text drops its key.
    await user.clear(text);
    await user.type(text, 'No blank');
    expect(seen.part?.answer.blanks).toEqual([{ id: '1', accepted: ['9 am', 'nine am', '9:00'] }]);
  }, 60_000);

  it('single choice: adds an option and marks it right; fixed options stay fixed', async () => {
    const { user } = setup('choice_one_answer');
    await user.click(await screen.findByRole('button', { name: /Thêm lựa chọn/ }));
    await user.type(await screen.findByLabelText('Lựa chọn D'), 'In a mountain town');
    await user.click(screen.getByRole('radio', { name: 'Lựa chọn D đúng' }));
    expect(seen.part?.content.options).toContainEqual({ id: 'D', text: 'In a mountain town' });
    expect(seen.part?.answer.correct).toBe('D');
  }, 60_000);

  it('true/false/not given keeps its three options', async () => {
    setup('true_false');
    expect(await screen.findByLabelText('Lựa chọn not_given')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm lựa chọn/ })).not.toBeInTheDocument();
  }, 60_000);

  it('multiple choice: marks every right option', async () => {
    const { user } = setup('multiple_choice');
    await user.click(await screen.findByRole('checkbox', { name: 'Lựa chọn D đúng' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lựa chọn A đúng' }));
    expect(seen.part?.answer.correct).toEqual(['C', 'D']);
  }, 60_000);

  it('ordering: moving a word moves the key with it, and students see a shuffle', async () => {
    const { user } = setup('word_order');
    await user.click(await screen.findByRole('button', { name: /Đưa từ 1 xuống/ }));
    expect(seen.part?.answer.order).toEqual(['w2', 'w1', 'w3', 'w4', 'w5']);
    expect((seen.part?.content.tokens as { id: string }[]).map((w) => w.id)).toEqual(seen.part?.answer.order);
    await user.click(screen.getByRole('button', { name: /Thêm từ/ }));
    expect(seen.part?.answer.order).toHaveLength(6);
    expect(screen.getByText(/^Học viên thấy:/)).toBeInTheDocument();
  }, 60_000);

  it('matching on a plan: places a label where the picture is clicked (percent)', async () => {
    const { user } = setup(
      'plan_map_diagram_labelling',
      (part) => {
        part.content = { ...part.content, items: [{ id: 'q1', text: '1' }] };
        part.answer = { pairs: { q1: 'i' } };
      },
      '/media/plan.png',
    );
    await user.click(await screen.findByRole('button', { name: /Đặt mục 1 lên ảnh/ }));
    const picture = screen.getByRole('img', { name: 'Ảnh của câu hỏi' }).parentElement as HTMLElement;
    picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect;
    fireEvent.click(picture, { clientX: 200, clientY: 100 });
    expect(seen.part?.content.items).toEqual([{ id: 'q1', text: '1', x: 25, y: 25 }]);
    expect(within(picture).getByText('1')).toBeInTheDocument();
  }, 60_000);

  it('hotspot: adds a region, sets its edges and marks it right', async () => {
    const { user } = setup('picture_mark', undefined, '/media/map.png');
    await user.click(await screen.findByRole('button', { name: /Thêm vùng/ }));
    const width = screen.getByLabelText('Vùng r3: rộng (%)');
    await user.clear(width);
    await user.type(width, '30');
    await user.click(screen.getByRole('checkbox', { name: 'Vùng r3 đúng' }));
    expect(seen.part?.content.regions).toContainEqual({ id: 'r3', x: 10, y: 10, width: 30, height: 20 });
    expect(seen.part?.answer.correct).toEqual(['library', 'r3']);
  }, 60_000);

  it('draws a region between two points of a drag, inside the picture', () => {
    expect(regionBetween({ x: 80, y: 10 }, { x: 60.04, y: 140 })).toEqual({
      x: 60,
      y: 10,
      width: 20,
      height: 90,
    });
  });

  it('never shows the words in their right order, as an attempt presents them (issue 26 point 2)', () => {
    const entries = (words: string[]) => words.map((text, i) => ({ id: `w${i + 1}`, text }));
    expect(studentsSee(entries(['a', 'b']))).toEqual(['b', 'a']);
    const words = ['I', 'have', 'never', 'been', 'there'];
    expect(studentsSee(entries(words))).not.toEqual(words);
    expect([...studentsSee(entries(words))].sort()).toEqual([...words].sort());
    const tokens = entries(words);
    const attempt = presentForAttempt(
      'word_order',
      { tokens },
      { order: tokens.map((w) => w.id) },
      PREVIEW_SEED,
    );
    expect(studentsSee(tokens)).toEqual((attempt.content.tokens as { text: string }[]).map((w) => w.text));
  });
});
