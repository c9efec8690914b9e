/** Where the REST API is served (the gateway passes this path through as is). */
export const API_PREFIX = '/lms-backend/api';
