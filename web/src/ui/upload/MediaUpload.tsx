import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MEDIA_LIMITS, checkMediaFile, mediaAcceptAttribute, megabytes, type MediaAccept } from '@lms/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from '../native';
import { sendFile, UploadError } from './sendFile';
import { useUploadSettings } from './uploadContext';
import { MediaAudio, MediaImg } from './FreshMedia';

/** An uploaded image or recording, as a form holds it. */
export interface MediaValue {
  id: string;
  url: string;
  kind: 'IMG' | 'AUDIO';
  originalName?: string;
}

export interface MediaUploadProps {
  value: MediaValue | null;
  onChange(this: void, v: MediaValue | null): void;
  /** docs/product.md point 5's patterns: image only, mp3 only, image or mp3 only, audio only. */
  accept: MediaAccept;
  disabled?: boolean;
}

/**
 * Picks one file, checks its kind and size as the server will (@lms/domain), uploads it with a progress bar
 * and shows it: the picture, or a player for a recording. The server's refusal (413, 415) shows as it says.
 */
export function MediaUpload({ value, onChange, accept, disabled = false }: MediaUploadProps) {
  const { t } = useTranslation();
  const settings = useUploadSettings();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => () => running.current?.abort(), []);
  const uploading = percent !== null;

  async function upload(file: File) {
    setError(null);
    const refusal = checkMediaFile(accept, file);
    if (refusal) {
      setError(
        refusal.reason === 'size'
          ? t(`upload.${refusal.key}`, { max: megabytes(refusal.maxBytes) })
          : t(`upload.${refusal.key}`),
      );
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    try {
      const media = await sendFile({
        url: settings.url,
        headers: await settings.headers(),
        file,
        accept,
        onProgress: setPercent,
        signal: controller.signal,
      });
      onChange({
        id: String(media.id),
        url: media.url,
        kind: media.kind === 'img' ? 'IMG' : 'AUDIO',
        originalName: media.original_name,
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setError(e instanceof UploadError && e.serverMessage ? e.serverMessage : t('upload.failed'));
    } finally {
      if (running.current === controller) running.current = null;
      setPercent(null);
    }
  }

  const name = value?.originalName ?? '';
  return (
    <div className="media-upload">
      {value?.kind === 'IMG' && (
        <MediaImg
          src={value.url}
          alt={t('upload.preview', { name })}
          style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
        />
      )}
      {value?.kind === 'AUDIO' && (
        <MediaAudio
          controls
          preload="metadata"
          src={value.url}
          aria-label={t('upload.recording', { name })}
        />
      )}
      {value && name && <Typography.Text>{name}</Typography.Text>}
      <div className="media-upload-buttons">
        {/* The browser's file input, opened by the button: its own look cannot be styled. */}
        <input
          ref={picker}
          type="file"
          hidden
          accept={mediaAcceptAttribute(accept)}
          disabled={disabled || uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Emptied, so that choosing the same file again uploads it again.
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || uploading}
          aria-describedby={hintId}
          onClick={() => picker.current?.click()}
        >
          {value ? t('upload.replace') : t('upload.choose')}
        </Button>
        {value && !uploading && (
          <Button icon={<DeleteOutlined />} danger disabled={disabled} onClick={() => onChange(null)}>
            {t('upload.remove')}
          </Button>
        )}
        {uploading && <Button onClick={() => running.current?.abort()}>{t('upload.cancel')}</Button>}
      </div>
      {uploading && (
        <div style={{ width: '100%', maxWidth: 320 }}>
          <Typography.Text type="secondary">{t('upload.uploading')}</Typography.Text>
          <div className="media-upload-progress">
            <progress max={100} value={percent} aria-label={t('upload.uploading')} />
            <span>{percent}%</span>
          </div>
        </div>
      )}
      <Typography.Text type="secondary" id={hintId}>
        {t(`upload.hint.${accept}`, {
          image: megabytes(MEDIA_LIMITS.img),
          audio: megabytes(MEDIA_LIMITS.audio),
        })}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
