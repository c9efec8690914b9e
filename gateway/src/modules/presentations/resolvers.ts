import type { Resolvers } from '../../generated/resolvers.js';
import { presentationMutations } from './mutation.js';
import { Assignment, PresentationGroup } from './presentation-group.js';

export const presentationResolvers: Resolvers = {
  Mutation: presentationMutations,
  Assignment,
  PresentationGroup,
};
