export * from './schema/enums.js';
export * from './schema/users.js';
export * from './schema/classes.js';
export * from './schema/content.js';
export * from './schema/exams.js';
export * from './schema/ielts.js';
export * from './schema/accounts.js';
export * from './schema/community.js';
