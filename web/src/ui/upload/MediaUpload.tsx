import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

/** An uploaded picture or recording, as a form keeps it. */
export interface MediaValue {
  id: string;
  url: string;
  kind: 'IMG' | 'AUDIO';
  originalName?: string;
}

const ACCEPT = {
  image: 'image/*',
  mp3: 'audio/mpeg,.mp3',
  image_or_mp3: 'image/*,audio/mpeg,.mp3',
  audio: 'audio/*',
} as const;

/**
 * A minimal stand-in with the upload field's interface (the full one, with progress and SPEC.md point 5's
 * messages, replaces this file): sends the file to `upload/` and answers the stored medium.
 */
export function MediaUpload({
  value,
  onChange,
  accept,
  disabled,
}: {
  value: MediaValue | null;
  onChange: (value: MediaValue | null) => void;
  accept: keyof typeof ACCEPT;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={ACCEPT[accept]}
      action="/api/upload/"
      maxCount={1}
      disabled={disabled}
      fileList={
        value
          ? [{ uid: value.id, name: value.originalName ?? value.url, url: value.url, status: 'done' }]
          : []
      }
      onChange={({ file }) => {
        if (file.status === 'removed') onChange(null);
        const stored = file.response as { id?: string | number; url?: string; kind?: string } | undefined;
        if (file.status === 'done' && stored?.id !== undefined && stored.url)
          onChange({
            id: String(stored.id),
            url: stored.url,
            kind: stored.kind === 'AUDIO' || stored.kind === 'audio' ? 'AUDIO' : 'IMG',
            originalName: file.name,
          });
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {t('questions.form.upload')}
      </Button>
    </Upload>
  );
}
