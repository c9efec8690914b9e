import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { mediaLinkRenewer, mediumIdOf } from './mediaLinks';

describe('renewing a medium’s link (issue 26 point 3)', () => {
  it('asks for the medium of the link again, past the cache, and answers its fresh link', async () => {
    expect(mediumIdOf('/lms-backend/api/upload/12/file?exp=1&sig=x')).toBe('12');
    expect(mediumIdOf('blob:http://localhost/1234')).toBeNull();
    const query = vi.fn().mockResolvedValue({ data: { media: { id: '12', url: '/fresh' } } });
    const renew = mediaLinkRenewer({ query } as unknown as ApolloClient);
    expect(await renew('/lms-backend/api/upload/12/file?exp=1&sig=x')).toBe('/fresh');
    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { id: '12' }, fetchPolicy: 'network-only' }),
    );
    expect(await renew('blob:http://localhost/1234')).toBeNull();
    expect(query).toHaveBeenCalledTimes(1);
  });
});
