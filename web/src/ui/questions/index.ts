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

export interface QuestionViewProps {
  question: {
    type: string;
    instructions: string;
    mediaUrl?: string | null;
    mediaKind?: 'IMG' | 'AUDIO' | null;
    parts: { id: string; interaction: string; content: Content }[];
  };
  startNumber?: number;
  responses?: Record<string, unknown>;
  onChange?: (partId: string, response: unknown) => void;
}

export function QuestionView({ question, startNumber = 1 }: QuestionViewProps): ReactNode {
  const media =
    question.mediaUrl && question.mediaKind === 'AUDIO'
      ? h('audio', { controls: true, src: question.mediaUrl })
      : question.mediaUrl
        ? h('img', { src: question.mediaUrl, alt: '', style: { maxWidth: '100%' } })
        : null;
  return h(
    'div',
    { className: 'question-view' },
    question.instructions ? h('p', { style: { whiteSpace: 'pre-wrap' } }, question.instructions) : null,
    media,
    ...question.parts.map((part, i) =>
      h(PartView, {
        key: part.id,
        interaction: part.interaction,
        content: part.content,
        number: startNumber + i,
        readOnly: true,
        mediaUrl: question.mediaUrl,
      }),
    ),
  );
}
