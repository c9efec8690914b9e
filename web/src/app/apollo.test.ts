import { gql } from '@apollo/client';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../test/fakeAuth';
import { server } from '../test/server';
import { GRAPHQL_URL } from '../test/renderApp';
import type { ReportedError } from './apollo';
import { createApolloClient } from './apollo';

const PING = gql`
  query ApolloTestPingQuery {
    viewer {
      id
    }
  }
`;

function setup(auth = createFakeAuth(), language = 'vi') {
  const seen: Headers[] = [];
  const reported: ReportedError[] = [];
  server.use(
    graphql.query('ApolloTestPingQuery', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ data: { viewer: { __typename: 'User', id: '1' } } });
    }),
  );
  const client = createApolloClient({
    uri: GRAPHQL_URL,
    auth,
    language: () => language,
    reportError: (e) => reported.push(e),
    retryDelayMs: 1,
  });
  return { client, seen, reported, auth };
}

describe('Apollo links', () => {
  it('sends the bearer token and the interface language', async () => {
    const { client, seen, auth } = setup(createFakeAuth(), 'en');
    await client.query({ query: PING });
    expect(seen[0]?.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.get('accept-language')).toBe('en');
    expect(auth.updateToken).not.toHaveBeenCalled();
    expect(auth.expiresWithin).toHaveBeenCalledWith(60);
  });

  it('refreshes a token that expires within 60 s, asking 61 s, before the call', async () => {
    const { client, seen, auth } = setup(createFakeAuth({ expiresSoon: true }));
    await client.query({ query: PING });
    expect(auth.updateToken).toHaveBeenCalledWith(61);
    expect(seen[0]?.get('authorization')).toBe('Bearer token-2');
  });

  it('sends the user to sign in and rejects the call when the refresh fails', async () => {
    const auth = createFakeAuth({ expiresSoon: true });
    auth.updateToken.mockRejectedValueOnce(new Error('refresh token expired'));
    const { client, seen, reported } = setup(auth);
    await expect(client.query({ query: PING })).rejects.toThrow(/session has expired/);
    expect(auth.login).toHaveBeenCalled();
    expect(seen).toHaveLength(0);
    expect(reported).toHaveLength(0);
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = setup(createFakeAuth({ signedIn: false }));
    await client.query({ query: PING });
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('reports GraphQL errors with their code, unless the operation is silent', async () => {
    const { client, reported } = setup();
    server.use(
      graphql.query('ApolloTestPingQuery', () =>
        HttpResponse.json({
          data: { viewer: null },
          errors: [{ message: 'Bạn không có quyền', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    await expect(client.query({ query: PING })).rejects.toThrow();
    expect(reported).toEqual([{ kind: 'graphql', code: 'FORBIDDEN', message: 'Bạn không có quyền' }]);
    await expect(client.query({ query: PING, context: { silent: true } })).rejects.toThrow();
    expect(reported).toHaveLength(1);
  });

  it('reports a gateway that cannot be reached', async () => {
    const { client, reported } = setup();
    server.use(graphql.query('ApolloTestPingQuery', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client.query({ query: PING })).rejects.toThrow();
    expect(reported[0]?.kind).toBe('network');
    warn.mockRestore();
  });

  it('tries a query again when the server is busy or unreachable, and tells the user only when it gives up', async () => {
    let calls = 0;
    server.use(
      graphql.query('ApolloTestPingQuery', () => {
        calls++;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2) {
          return HttpResponse.json(
            { errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] },
            { status: 503, headers: { 'retry-after': '1' } },
          );
        }
        return HttpResponse.json({ data: { viewer: { __typename: 'User', id: '1' } } });
      }),
    );
    const reported: ReportedError[] = [];
    const client = createApolloClient({
      uri: GRAPHQL_URL,
      auth: createFakeAuth(),
      language: () => 'vi',
      reportError: (e) => reported.push(e),
      retryDelayMs: 1,
    });
    const { data } = await client.query({ query: PING });
    expect(data).toEqual({ viewer: { __typename: 'User', id: '1' } });
    expect(calls).toBe(3);
    expect(reported).toEqual([]);

    calls = 0;
    server.use(graphql.query('ApolloTestPingQuery', () => (calls++, HttpResponse.error())));
    await expect(client.query({ query: PING })).rejects.toThrow();
    expect(calls).toBe(4);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.kind).toBe('network');
  });

  it('never repeats a mutation by itself', async () => {
    let calls = 0;
    server.use(graphql.mutation('ApolloTestSaveMutation', () => (calls++, HttpResponse.error())));
    const client = createApolloClient({
      uri: GRAPHQL_URL,
      auth: createFakeAuth(),
      language: () => 'vi',
      reportError: () => {},
      retryDelayMs: 1,
    });
    const SAVE = gql`
      mutation ApolloTestSaveMutation {
        deleteClass(input: { id: "1" }) {
          deletedId
        }
      }
    `;
    await expect(client.mutate({ mutation: SAVE })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
