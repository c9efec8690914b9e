import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS, acceptsMime, checkMediaFile, mediaAcceptAttribute, mediaKindOfMime } from './media.js';

describe('media accept patterns', () => {
  it('take the content types of docs/product.md point 5 per field', () => {
    expect(acceptsMime('image', 'image/png')).toBe(true);
    expect(acceptsMime('image', 'image/svg+xml')).toBe(true);
    expect(acceptsMime('image', 'audio/mpeg')).toBe(false);
    expect(acceptsMime('mp3', 'audio/mpeg')).toBe(true);
    expect(acceptsMime('mp3', 'audio/wav')).toBe(false);
    expect(acceptsMime('image_or_mp3', 'image/webp')).toBe(true);
    expect(acceptsMime('image_or_mp3', 'audio/mpeg')).toBe(true);
    expect(acceptsMime('image_or_mp3', 'audio/x-m4a')).toBe(false);
    for (const mime of ['audio/mpeg', 'audio/wav', 'audio/x-m4a', 'video/mp4', 'audio/mp4'])
      expect(acceptsMime('audio', mime)).toBe(true);
    expect(acceptsMime('audio', 'image/png')).toBe(false);
    expect(acceptsMime('audio', 'application/pdf')).toBe(false);
  });

  it('store images as img and the rest as audio', () => {
    expect(mediaKindOfMime('image/jpeg')).toBe('img');
    expect(mediaKindOfMime('video/mp4')).toBe('audio');
  });

  it('give the file input its accept attribute', () => {
    expect(mediaAcceptAttribute('mp3')).toBe('audio/mpeg,.mp3');
    expect(mediaAcceptAttribute('audio')).toContain('.wav');
    expect(mediaAcceptAttribute('audio')).toContain('.mp4');
  });
});

describe('checkMediaFile (the browser’s check)', () => {
  it('passes a file of the right kind and size', () => {
    expect(checkMediaFile('image', { name: 'map.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkMediaFile('audio', { name: 'part1.wav', type: 'audio/x-wav', size: 1000 })).toBeNull();
    expect(checkMediaFile('mp3', { name: 'clip.mp3', type: 'audio/mp3', size: 1000 })).toBeNull();
    expect(checkMediaFile('audio', { name: 'talk.m4a', type: '', size: 1000 })).toBeNull();
  });

  it('refuses another kind with the field’s message', () => {
    expect(checkMediaFile('image', { name: 'clip.mp3', type: 'audio/mpeg', size: 10 })).toEqual({
      reason: 'type',
      key: 'upload_image_only',
    });
    expect(checkMediaFile('mp3', { name: 'notes.txt', type: 'text/plain', size: 10 })?.key).toBe(
      'upload_mp3_only',
    );
    expect(checkMediaFile('image_or_mp3', { name: 'talk.wav', size: 10 })?.key).toBe(
      'upload_image_or_mp3_only',
    );
    expect(checkMediaFile('audio', { name: 'photo.png', type: 'image/png', size: 10 })?.key).toBe(
      'upload_audio_only',
    );
    // A name that lies about the declared type.
    expect(checkMediaFile('image', { name: 'x.png', type: 'text/plain', size: 10 })?.reason).toBe('type');
  });

  it('refuses a file over its kind’s limit', () => {
    expect(
      checkMediaFile('image_or_mp3', { name: 'big.jpg', type: 'image/jpeg', size: MEDIA_LIMITS.img + 1 }),
    ).toEqual({ reason: 'size', key: 'upload_image_too_large', maxBytes: MEDIA_LIMITS.img });
    expect(
      checkMediaFile('image_or_mp3', { name: 'long.mp3', type: 'audio/mpeg', size: MEDIA_LIMITS.img + 1 }),
    ).toBeNull();
    expect(checkMediaFile('audio', { name: 'long.mp3', size: 10 }, { img: 1, audio: 5 })?.key).toBe(
      'upload_audio_too_large',
    );
  });
});
