import type { RestFeedback, RestFeedbackSummary } from '../../rest/types.js';

export type FeedbackParent = RestFeedback;
/** A class's figures; a class without feedback has none in REST and gets a summary of zeros. */
export type FeedbackSummaryParent = Omit<RestFeedbackSummary, 'average'> & { average: number | null };
