import { describe, expect, it } from 'vitest';
import { inAppPath } from './inAppPath';

describe('a notification link', () => {
  it('is followed when it is a path of this app', () => {
    expect(inAppPath('/manageClass/3/manageClassDetail?tab=exercise')).toBe(
      '/manageClass/3/manageClassDetail?tab=exercise',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'https://elsewhere.example/',
    '//elsewhere.example/x',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'results',
  ])('is not followed otherwise (%s)', (link) => expect(inAppPath(link)).toBeNull());
});
