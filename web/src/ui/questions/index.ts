// A minimal stand-in for the question renderers another branch builds (h/render: web/src/ui/questions/),
// with the same `QuestionView` props, so that the exercise preview compiles and works before they land;
// theirs replaces this file at the merge. Choices and blanks are answerable here; the rest shows as text.
import type { Interaction, PartResponse, QuestionType } from '@lms/domain/questions';
import { interactionOf, isQuestionType } from '@lms/domain/questions';
import { createElement as h } from 'react';
import type { ReactNode } from 'react';

interface Entry {
  readonly id: string;
  readonly text: string;
}

export type PartContentView = Readonly<Record<string, unknown>>;

export interface PartReview {
  readonly status?: string;
  readonly fraction?: number;
  readonly detail?: Readonly<Record<string, boolean>>;
}

export interface QuestionViewPart {
  id: string;
  content: PartContentView;
  interaction?: Interaction;
}

export interface QuestionViewMedia {
  kind: string;
  url: string;
}

export interface QuestionViewProps {
  type: QuestionType | (string & {});
  instructions?: string | null;
  topicGroup?: string | null;
  media?: QuestionViewMedia | null;
  parts: readonly QuestionViewPart[];
  startNumber?: number;
  responses?: Readonly<Record<string, unknown>>;
  onChange?: (partId: string, response: PartResponse) => void;
  readOnly?: boolean;
  review?: Readonly<Record<string, PartReview | null | undefined>> | null;
}

const entries = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const blanksOf = (body: string) => {
  const ids = [...body.matchAll(/\{\{([A-Za-z0-9_-]+)\}\}/g)].map((m) => m[1]!);
  return ids.length ? ids : ['1'];
};

function answerOf(
  interaction: Interaction,
  part: QuestionViewPart,
  response: Record<string, unknown>,
  change: ((r: PartResponse) => void) | undefined,
  readOnly: boolean,
): ReactNode {
  const name = `part-${part.id}`;
  if (interaction === 'single_choice' || interaction === 'multiple_choice') {
    const multiple = interaction === 'multiple_choice';
    const chosen: string[] = multiple
      ? ((response.choices as string[] | undefined) ?? [])
      : [typeof response.choice === 'string' ? response.choice : ''];
    return h(
      'div',
      { role: multiple ? 'group' : 'radiogroup' },
      ...entries(part.content.options).map((o) =>
        h(
          'label',
          { key: o.id, style: { display: 'block' } },
          h('input', {
            type: multiple ? 'checkbox' : 'radio',
            name,
            value: o.id,
            checked: chosen.includes(o.id),
            disabled: readOnly,
            onChange: () =>
              change?.(
                multiple
                  ? {
                      choices: chosen.includes(o.id) ? chosen.filter((c) => c !== o.id) : [...chosen, o.id],
                    }
                  : { choice: o.id },
              ),
          }),
          ` ${o.id}. ${o.text}`,
        ),
      ),
    );
  }
  if (interaction === 'text_entry') {
    const typed = (response.blanks as Record<string, string> | undefined) ?? {};
    return h(
      'div',
      null,
      text(part.content.text) ? h('p', null, text(part.content.text)) : null,
      ...blanksOf(text(part.content.text)).map((blank) =>
        h('input', {
          key: blank,
          'aria-label': `(${blank})`,
          value: typed[blank] ?? '',
          readOnly,
          onChange: (e: { target: { value: string } }) =>
            change?.({ blanks: { ...typed, [blank]: e.target.value } }),
        }),
      ),
    );
  }
  const list = [
    ...entries(part.content.items),
    ...entries(part.content.options),
    ...entries(part.content.tokens),
  ];
  return h(
    'div',
    null,
    ...[text(part.content.text), text(part.content.targetText)]
      .filter(Boolean)
      .map((l, i) => h('p', { key: i }, l)),
    list.length ? h('ul', null, ...list.map((e, i) => h('li', { key: `${e.id}-${i}` }, e.text))) : null,
  );
}

export function QuestionView({
  type,
  instructions,
  media,
  parts,
  startNumber = 1,
  responses,
  onChange,
  readOnly = false,
  review,
}: QuestionViewProps): ReactNode {
  let next = startNumber;
  const kind = media?.kind.toLowerCase();
  return h(
    'article',
    { className: 'qv-question' },
    instructions ? h('p', { style: { whiteSpace: 'pre-wrap' } }, instructions) : null,
    media && kind === 'audio' ? h('audio', { controls: true, src: media.url }) : null,
    media && kind === 'image' ? h('img', { src: media.url, alt: '', style: { maxWidth: '100%' } }) : null,
    ...parts.map((part) => {
      const interaction = part.interaction ?? (isQuestionType(type) ? interactionOf(type) : 'none');
      const number = interaction === 'none' ? undefined : next++;
      const verdict = review?.[part.id];
      return h(
        'section',
        { key: part.id, 'aria-label': number === undefined ? undefined : String(number) },
        h(
          'p',
          null,
          number === undefined ? null : h('strong', null, `${number}. `),
          text(part.content.prompt),
        ),
        answerOf(
          interaction,
          part,
          (responses?.[part.id] as Record<string, unknown> | undefined) ?? {},
          onChange ? (r) => onChange(part.id, r) : undefined,
          readOnly,
        ),
        verdict?.fraction !== undefined
          ? h(
              'span',
              null,
              verdict.fraction >= 1
                ? '✓'
                : verdict.fraction <= 0
                  ? '✗'
                  : `${Math.round(verdict.fraction * 100)}%`,
            )
          : null,
      );
    }),
  );
}
