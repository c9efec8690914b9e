import type { RestUser, RestUserSummary } from '../../rest/types.js';

/** A full user (user detail, self) or the summary a class or membership embeds. */
export type UserParent = RestUser | RestUserSummary;
