/**
 * What other modules may use of the exams module: an attempt as its runner sees it (its student only).
 */
export { fullAttempt as attemptById } from './attempt.js';
