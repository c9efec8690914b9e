import { setupServer } from 'msw/node';

/** The network of the tests: each test adds the handlers it needs (the gateway, the constants file). */
export const server = setupServer();
