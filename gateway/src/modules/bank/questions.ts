import { blanksOf, interactionOf, isQuestionType, type Interaction } from '@lms/domain/questions';
import type { QuestionPartResolvers, QuestionResolvers } from '../../generated/resolvers.js';
import { staffById } from '../users/api.js';
import { carriedTags } from './exercises.js';
import type { QuestionPartParent } from './mappers.js';

type Json = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): Json[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : [];
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown, fallback: number | null = null) => (typeof v === 'number' ? v : fallback);
/**
 * An option as stored, `{id, text}` (older demo rows say `key`), as GraphQL names it: `key`, for it is unique
 * only within its part and must never be a cache id (docs/decisions.md).
 */
const option = (o: Json) => ({ key: text(o.id) || text(o.key), text: text(o.text) });

/** What the part mappers read of a part: its type, what it shows and its key. */
type PartShape = Pick<QuestionPartParent, 'question_type' | 'content' | 'answer'>;

const interactionOfPart = (p: Pick<PartShape, 'question_type'>): Interaction =>
  isQuestionType(p.question_type) ? interactionOf(p.question_type) : 'none';

/** A part's content as the union member of its interaction (`__typename` picks the member). */
export function content(p: Pick<PartShape, 'question_type' | 'content'>) {
  const c = p.content;
  switch (interactionOfPart(p)) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        __typename: 'ChoiceContent' as const,
        prompt: text(c.prompt),
        options: list(c.options).map(option),
      };
    case 'text_entry':
      return {
        __typename: 'TextEntryContent' as const,
        prompt: text(c.prompt),
        text: text(c.text),
        blanks: blanksOf(text(c.text)),
      };
    case 'matching':
      return {
        __typename: 'MatchingContent' as const,
        prompt: text(c.prompt),
        items: list(c.items).map((i) => ({ ...option(i), x: num(i.x), y: num(i.y) })),
        options: list(c.options).map(option),
      };
    case 'ordering':
      return {
        __typename: 'OrderingContent' as const,
        prompt: text(c.prompt),
        tokens: list(c.tokens).map(option),
      };
    case 'hotspot':
      return {
        __typename: 'HotspotContent' as const,
        prompt: text(c.prompt),
        regions: list(c.regions).map((r) => ({
          key: text(r.id),
          x: num(r.x, 0)!,
          y: num(r.y, 0)!,
          width: num(r.width, 0)!,
          height: num(r.height, 0)!,
        })),
      };
    case 'extended_writing':
      return {
        __typename: 'WritingContent' as const,
        prompt: text(c.prompt),
        minWords: num(c.minWords),
        maxWords: num(c.maxWords),
      };
    case 'spoken_answer':
      return {
        __typename: 'SpokenAnswerContent' as const,
        prompt: text(c.prompt),
        cueCard: strings(c.cueCard),
        prepareSeconds: num(c.prepareSeconds, 0)!,
        maxSeconds: num(c.maxSeconds, 120)!,
      };
    case 'spoken_target':
      return {
        __typename: 'SpokenTargetContent' as const,
        prompt: text(c.prompt),
        targetText: text(c.targetText),
        maxSeconds: num(c.maxSeconds, 30)!,
      };
    case 'none':
      return { __typename: 'PassageContent' as const, text: text(c.text) };
  }
}

/** A part's key as the union member of its interaction; null when the interaction has none. */
export function key(p: Pick<PartShape, 'question_type' | 'answer'>) {
  const a = p.answer;
  switch (interactionOfPart(p)) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        __typename: 'ChoiceKey' as const,
        correct: typeof a.correct === 'string' ? [a.correct] : strings(a.correct),
      };
    case 'text_entry':
      return {
        __typename: 'TextEntryKey' as const,
        blanks: list(a.blanks).map((b) => ({ key: text(b.id), accepted: strings(b.accepted) })),
      };
    case 'matching': {
      const pairs = a.pairs && typeof a.pairs === 'object' ? (a.pairs as Json) : {};
      return {
        __typename: 'MatchingKey' as const,
        pairs: Object.entries(pairs).map(([item, opt]) => ({ item, option: text(opt) })),
      };
    }
    case 'ordering':
      return { __typename: 'OrderingKey' as const, order: strings(a.order) };
    case 'hotspot':
      return { __typename: 'HotspotKey' as const, correct: strings(a.correct) };
    case 'extended_writing':
    case 'spoken_answer':
      return { __typename: 'SampleKey' as const, sample: text(a.sample) };
    default:
      return null;
  }
}

export const QuestionPart: QuestionPartResolvers = {
  type: (p) => p.question_type,
  content: (p) => content(p),
  key: (p) => key(p),
};

export const Question: QuestionResolvers = {
  type: (q) => q.question_type,
  instructions: (q) => q.content,
  topicGroup: (q) => q.topic_group,
  owner: (q, _, ctx) => (q.owner_id === null ? null : staffById(ctx, q.owner_id)),
  viewerCanWrite: (q) => q.viewer_can_write,
  tags: (q, _, ctx, info) => carriedTags(q.tags, ctx, info),
  partCount: (q) => q.part_count,
  supersededById: (q) => q.superseded_by_id,
  clonedFromId: (q) => q.cloned_from_id,
  /** Carried along from `question/{id}/`; otherwise one `question-part/` call for the whole page. */
  parts: (q, _, ctx) => q.parts ?? ctx.loaders.bank.partsOfQuestion.load(q.id),
  createdAt: (q) => q.created_at,
  updatedAt: (q) => q.updated_at,
};
