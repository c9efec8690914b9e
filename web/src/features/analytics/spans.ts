/** The periods, in months, the error-tag analyses look back over. */
export const SPANS = [3, 6, 12] as const;
