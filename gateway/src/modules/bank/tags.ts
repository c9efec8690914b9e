import type {
  ErrorTagResolvers,
  QuestionRegistryResolvers,
  QuestionTypeInfoResolvers,
  TagResolvers,
} from '../../generated/resolvers.js';
import { staffById } from '../users/api.js';

export const Tag: TagResolvers = {
  owner: (t, _, ctx) => (t.owner_id === null ? null : staffById(ctx, t.owner_id)),
  createdAt: (t) => t.created_at,
};

export const ErrorTag: ErrorTagResolvers = {
  isCommon: (t) => t.is_common,
  parent: (t, _, ctx) => (t.parent_id === null ? null : ctx.loaders.bank.errorTag.load(t.parent_id)),
  children: (t, _, ctx) => (t.parent_id === null ? ctx.loaders.bank.errorTagChildren.load(t.id) : []),
  manager: (t, _, ctx) => (t.manager_id === null ? null : staffById(ctx, t.manager_id)),
  createdAt: (t) => t.created_at,
};

export const QuestionTypeInfo: QuestionTypeInfoResolvers = {
  markedBy: (t) => t.marked_by,
  media: (t) => (t.media === null ? null : t.media === 'image' ? 'img' : 'audio'),
  fixedOptions: (t) => t.fixed_options,
};

export const QuestionRegistry: QuestionRegistryResolvers = {
  topicGroups: (r) => r.topic_groups,
};
