/**
 * `@lms/domain/questions`: the question-type registry, the part schemas and the scorers (docs/design.md sections
 * 8 and 9). A subpath of its own, so pages that edit or take no questions load no zod schemas of parts.
 */
export * from './types.js';
export * from './weights.js';
export * from './normalise.js';
export * from './messages.js';
export * from './text.js';
export * from './parts.js';
export * from './scoring.js';
export * from './answered.js';
export * from './outcome.js';
export * from './samples.js';
export * from './presentation.js';
