import type { Interaction } from '@lms/domain/questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownOrder } from './ordering';
import { PassageView } from './PassageView';
import { optionLetter, type ContentViews, type OptionView, type PartContentView } from './types';

/**
 * A part's key as the review shows it beside the student's answer. The domain's key (`answer`) and the
 * GraphQL key union both fit: a single choice's `correct` may be one id or a list, matching pairs a record or
 * a list of `{ item, option }`.
 */
export interface PartKeyView {
  readonly correct?: string | readonly string[] | null;
  readonly blanks?: readonly { readonly id: string; readonly accepted: readonly string[] }[] | null;
  readonly pairs?:
    Readonly<Record<string, string>> | readonly { readonly item: string; readonly option: string }[] | null;
  readonly order?: readonly string[] | null;
  readonly sample?: string | null;
}

const pairsOf = (pairs: PartKeyView['pairs']): Record<string, string> =>
  Array.isArray(pairs)
    ? Object.fromEntries((pairs as { item: string; option: string }[]).map((p) => [p.item, p.option]))
    : { ...(pairs as Record<string, string> | null | undefined) };

const optionText = (options: readonly OptionView[] | null | undefined, id: string) =>
  options?.find((option) => option.id === id)?.text ?? id;

/** A choice option as its view labels it: its letter by position, then its words (issue 26 point 2). */
const lettered = (options: readonly OptionView[] | null | undefined, id: string) => {
  const at = options?.findIndex((option) => option.id === id) ?? -1;
  return at < 0 ? id : `${optionLetter(at)}. ${optionText(options, id)}`;
};

/** The right answer of a part, in the words the student saw. */
export function KeyView({
  interaction,
  content,
  answerKey,
  fixedOptions,
}: {
  interaction: Interaction;
  content: PartContentView;
  answerKey: PartKeyView;
  fixedOptions?: readonly string[];
}) {
  const { t } = useTranslation();
  const correct =
    answerKey.correct == null
      ? []
      : typeof answerKey.correct === 'string'
        ? [answerKey.correct]
        : answerKey.correct;
  let shown: ReactNode = null;
  switch (interaction) {
    case 'single_choice':
    case 'multiple_choice': {
      const options = (content as ContentViews['single_choice']).options;
      shown = correct
        .map((id) =>
          fixedOptions ? t(`questionView.fixedOption.${id}`, { defaultValue: id }) : lettered(options, id),
        )
        .join('; ');
      break;
    }
    case 'text_entry':
      shown = (
        <ul>
          {(answerKey.blanks ?? []).map((blank) => (
            <li key={blank.id}>
              {t('questionView.blank', { id: blank.id })}: {blank.accepted.join(' / ')}
            </li>
          ))}
        </ul>
      );
      break;
    case 'matching': {
      const c = content as ContentViews['matching'];
      const pairs = pairsOf(answerKey.pairs);
      shown = (
        <ul>
          {(c.items ?? []).map((item) => (
            <li key={item.id}>
              {item.text}: {pairs[item.id] ? optionText(c.options, pairs[item.id]!) : '—'}
            </li>
          ))}
        </ul>
      );
      break;
    }
    case 'ordering': {
      const tokens = (content as ContentViews['ordering']).tokens ?? [];
      shown = shownOrder(tokens, answerKey.order ?? [])
        .map((id) => optionText(tokens, id))
        .join(' ');
      break;
    }
    case 'hotspot':
      shown = correct.join(', ');
      break;
    case 'extended_writing':
    case 'spoken_answer':
      if (!answerKey.sample?.trim()) return null;
      return (
        <details className="qv-key">
          <summary>{t('questionView.key.sample')}</summary>
          <PassageView text={answerKey.sample} />
        </details>
      );
    default:
      return null;
  }
  return (
    <div className="qv-key">
      <span className="qv-key-title">{t('questionView.key.title')}</span> {shown}
    </div>
  );
}
