import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { presentForAttempt } from '@lms/domain/questions';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import { Button, Typography } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps, Entry } from './shared';
import { EntryList, ErrorAt, nextId, partPath, usePartValue, useSetPartValue } from './shared';

/** The seed of the "students see" preview: fixed, so the preview holds still while the author writes. */
export const PREVIEW_SEED = 'editor-preview';

/**
 * The words as a student sees them, by the function that presents an attempt's parts (issue 26 point 2):
 * shuffled, never in the key's order where another order exists. An attempt draws its own order.
 */
export function studentsSee(tokens: readonly Entry[]): string[] {
  const presented = presentForAttempt(
    'word_order',
    { tokens },
    { order: tokens.map((w) => w.id) },
    PREVIEW_SEED,
  );
  return (presented.content.tokens as Entry[]).map((w) => w.text);
}

/** Word order: the words written in the right order (the key follows them), and the shuffled view. */
export function OrderingEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  const set = useSetPartValue();
  const tokens = usePartValue<Entry[] | undefined>(at('content.tokens')) ?? [];
  const write = (next: Entry[]) => {
    set(at('content.tokens'), next);
    set(
      at('answer.order'),
      next.map((w) => w.id),
    );
  };
  const move = (i: number, by: number) => {
    const next = [...tokens];
    const [word] = next.splice(i, 1);
    next.splice(i + by, 0, word!);
    write(next);
  };
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <EntryList<Entry>
        name={at('content.tokens')}
        label={t('questions.editors.wordsInOrder')}
        entryLabel={(_, i) => t('questions.editors.word', { n: i + 1 })}
        addLabel={t('questions.editors.addWord')}
        make={(list) => ({ id: nextId(list, 'w'), text: '' })}
        onListChange={(next) =>
          set(
            at('answer.order'),
            next.map((w) => w.id),
          )
        }
        after={(_, i) => (
          <span style={{ marginTop: 30, display: 'inline-flex', gap: 4 }}>
            <Button
              icon={<ArrowUpOutlined />}
              aria-label={t('questions.editors.moveUp', { n: i + 1 })}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            />
            <Button
              icon={<ArrowDownOutlined />}
              aria-label={t('questions.editors.moveDown', { n: i + 1 })}
              disabled={i === tokens.length - 1}
              onClick={() => move(i, 1)}
            />
          </span>
        )}
      />
      <ErrorAt name={at('answer.order')} />
      <Typography.Paragraph type="secondary">
        {t('questions.editors.studentsSee', { words: studentsSee(tokens).join(' / ') })}
      </Typography.Paragraph>
    </>
  );
}
