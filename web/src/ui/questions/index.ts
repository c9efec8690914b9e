// A minimal stand-in for the exam runner's renderers (the full ones replace this file): the same props,
// showing what a part's content holds as plain text, so that the question editor's live preview works.
import { createElement as h } from 'react';
import type { ReactNode } from 'react';

type Content = Record<string, unknown>;
interface Entry {
  id: string;
  text: string;
}

export interface PartViewProps {
  interaction: string;
  content: Content;
  number?: number;
  response?: unknown;
  onChange?: (response: unknown) => void;
  readOnly?: boolean;
  mediaUrl?: string | null;
}

const entries = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function PartView({ content, number }: PartViewProps): ReactNode {
  const lines = [text(content.prompt), text(content.text), text(content.targetText)].filter(Boolean);
  const list = [
    ...entries(content.items),
    ...entries(content.options),
    ...entries(content.tokens),
    ...(Array.isArray(content.cueCard)
      ? (content.cueCard as string[]).map((c, i) => ({ id: `${i}`, text: c }))
      : []),
  ];
  return h(
    'div',
    { className: 'part-view' },
    number !== undefined ? h('strong', null, `${number}. `) : null,
    ...lines.map((line, i) => h('p', { key: `l${i}` }, line)),
    list.length ? h('ul', null, ...list.map((e, i) => h('li', { key: `${e.id}-${i}` }, e.text))) : null,
  );
}

/** What the renderers read of a part's content (the full renderers type it per interaction). */
export type PartContentView = Record<string, unknown>;

export interface QuestionViewProps {
  type: string;
  instructions?: string | null;
  topicGroup?: string | null;
  media?: { kind: string; url: string } | null;
  parts: readonly { id: string; content: PartContentView; interaction?: string }[];
  startNumber?: number;
  responses?: Readonly<Record<string, unknown>>;
  onChange?: (partId: string, response: unknown) => void;
  readOnly?: boolean;
}

export function QuestionView({ instructions, media, parts, startNumber = 1 }: QuestionViewProps): ReactNode {
  const shown =
    media && media.kind === 'audio'
      ? h('audio', { controls: true, src: media.url })
      : media
        ? h('img', { src: media.url, alt: '', style: { maxWidth: '100%' } })
        : null;
  return h(
    'div',
    { className: 'question-view' },
    instructions ? h('p', { style: { whiteSpace: 'pre-wrap' } }, instructions) : null,
    shown,
    ...parts.map((part, i) =>
      h(PartView, {
        key: part.id,
        interaction: part.interaction ?? 'none',
        content: part.content,
        number: startNumber + i,
        readOnly: true,
        mediaUrl: media?.url,
      }),
    ),
  );
}
