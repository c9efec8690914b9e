import { PlusOutlined } from '@ant-design/icons';
import { blanksOf } from '@lms/domain/questions';
import { Form } from '../../../ui/form/FormItem';
import { useId, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, useErrorText } from '../../../ui/form/fields';
import { WordsInput } from '../../../ui/form/nativeChoiceFields';
import { Button } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { ErrorAt, partPath, usePartValue, useSetPartValue } from './shared';

interface Blank {
  id: string;
  accepted: string[];
}

/** The key follows the text: one entry per `{{n}}` blank, in order, keeping what was accepted before. */
const keyFor = (text: string, blanks: readonly Blank[]): Blank[] =>
  blanksOf(text).map((id) => blanks.find((b) => b.id === id) ?? { id, accepted: [] });

/** The next blank's number: one more than the largest numbered blank of the text. */
const nextBlank = (text: string) =>
  String(Math.max(0, ...[...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]))) + 1);

/** Text with blanks: write the text, insert `{{n}}` blanks, and give each blank its accepted answers. */
export function TextEntryEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const errorText = useErrorText();
  const at = partPath(index);
  const set = useSetPartValue();
  const textId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const text = usePartValue<string | undefined>(at('content.text')) ?? '';
  const blanks = usePartValue<Blank[] | undefined>(at('answer.blanks')) ?? [];
  const change = (next: string) => {
    set(at('content.text'), next);
    set(at('answer.blanks'), keyFor(next, blanks));
  };
  const insertBlank = () => {
    const input = area.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    change(`${text.slice(0, start)}{{${nextBlank(text)}}}${text.slice(end)}`);
  };
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <Form.Item
        label={t('questions.editors.textWithBlanks')}
        htmlFor={textId}
        extra={t('questions.editors.blankHint', { example: '{{1}}, {{2}}' })}
      >
        <textarea
          id={textId}
          className="lms-input lms-textarea"
          ref={area}
          rows={4}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
        <Button icon={<PlusOutlined />} onClick={insertBlank} className="insert-blank">
          {t('questions.editors.insertBlank')}
        </Button>
      </Form.Item>
      {blanks.map((blank, i) => (
        <Controller
          key={blank.id}
          control={control}
          name={at(`answer.blanks.${i}.accepted`)}
          render={({ field, fieldState }) => {
            const help = errorText(fieldState.error);
            const id = `${textId}-blank-${blank.id}`;
            return (
              <Form.Item
                label={t('questions.editors.blankAnswers', { id: blank.id })}
                htmlFor={id}
                validateStatus={help ? 'error' : undefined}
                help={help}
                extra={t('questions.editors.acceptedHint')}
              >
                <WordsInput
                  id={id}
                  separator="|"
                  value={(field.value as string[] | undefined) ?? []}
                  onChange={field.onChange}
                  invalid={Boolean(help)}
                />
              </Form.Item>
            );
          }}
        />
      ))}
      <ErrorAt name={at('answer.blanks')} />
    </>
  );
}
