import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import { Button, Typography } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps, Entry } from './shared';
import { EntryList, ErrorAt, nextId, partPath, usePartValue, useSetPartValue } from './shared';

/** The words as a student sees them: a fixed shuffle of the right order (never the right order itself). */
export function shuffled<T>(list: readonly T[]): T[] {
  if (list.length < 2) return [...list];
  const out = list.map((item, i) => ({ item, k: (i * 7919 + 13) % 101 }));
  out.sort((a, b) => a.k - b.k);
  const result = out.map((o) => o.item);
  return result.every((item, i) => item === list[i]) ? [...result.slice(1), result[0]!] : result;
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
        {t('questions.editors.studentsSee', { words: shuffled(tokens.map((w) => w.text)).join(' / ') })}
      </Typography.Paragraph>
    </>
  );
}
