/**
 * @lms/domain: the academy's rules as pure TypeScript, no I/O (docs/design.md section 7). The backend is the
 * authority and enforces them; the web uses the same functions for instant feedback.
 */
export * from './validation/rules.js';
export * from './validation/uploads.js';
export * from './validation/nesting.js';
export * from './questions/weights.js';
export * from './ielts/bands.js';
export * from './calendar/academy-day.js';
export * from './calendar/sessions.js';
export * from './search/fold.js';
export * from './media.js';
export * from './assignments/rules.js';
export * from './assignments/review.js';
export * from './marking/rules.js';
export * from './marking/returning.js';
export * from './community/rules.js';
export * from './ielts/tables.js';
export * from './ielts/promotions.js';
export * from './ielts/messages.js';
export * from './ielts/statement.js';
export * from './ielts/candidate.js';
export * from './analytics/rules.js';
export * from './marking/speaking.js';
export * from './statistics/rules.js';
export * from './presentations/rules.js';
export * from './ielts/numbering.js';
export * from './ielts/sections.js';
export * from './assignments/accommodations.js';
