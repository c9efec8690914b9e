import { describe, expect, it } from 'vitest';
import { createFakeAuth } from '../test/fakeAuth';
import { SessionExpiredError } from './apollo';
import { uploadSettings } from './uploads';

describe('upload settings', () => {
  it('send the session’s token and the language to the backend’s upload/ path', async () => {
    const auth = createFakeAuth();
    const settings = uploadSettings(auth);
    expect(settings.url).toBe('/lms-backend/api/upload/');
    expect(await settings.headers()).toEqual({ 'Accept-Language': 'vi', Authorization: 'Bearer token-1' });
    expect(auth.updateToken).not.toHaveBeenCalled();
  });

  it('refresh a token that expires within 60 s first, asking 61 s', async () => {
    const auth = createFakeAuth({ expiresSoon: true });
    expect((await uploadSettings(auth).headers()).Authorization).toBe('Bearer token-2');
    expect(auth.updateToken).toHaveBeenCalledWith(61);
  });

  it('send the user to sign in when the refresh fails', async () => {
    const auth = createFakeAuth({ expiresSoon: true });
    auth.updateToken.mockRejectedValueOnce(new Error('refresh token expired'));
    await expect(uploadSettings(auth).headers()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(auth.login).toHaveBeenCalled();
  });
});
