import { checkMediaFile, mediaAcceptAttribute, megabytes } from '@lms/domain';
import { Button } from '../../ui/native';
import type { RefObject } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError } from '../../ui/upload/sendFile';
import { sendResumable } from '../../ui/upload/sendResumable';
import { useUploadSettings } from '../../ui/upload/uploadContext';
import type { DomainResponse } from '../../shared/partFields';
import type { ExamStore } from './examStore';
import { formatRemaining } from './serverClock';
import { audioDuration, toWav } from './wav';
import { MediaAudio } from '../../ui/upload/FreshMedia';

type Phase = 'idle' | 'recording' | 'uploading' | 'waiting';

/**
 * A spoken answer: recorded in the browser (MediaRecorder, at most `maxSeconds` with a countdown), or a file
 * (mp3, m4a, wav) checked before it is sent. The recording stays in the device's database until the upload
 * is acknowledged; then its media id becomes the part's answer, saved like every other answer.
 */
export function Recorder({
  attemptId,
  partId,
  maxSeconds,
  response,
  onChange,
  store,
}: {
  attemptId: string;
  partId: string;
  maxSeconds: number;
  response: DomainResponse | undefined;
  onChange: (response: DomainResponse) => void;
  store: RefObject<ExamStore | null>;
}) {
  const { t } = useTranslation();
  const settings = useUploadSettings();
  const fileId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(maxSeconds);
  const [percent, setPercent] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);
  const url = typeof response?.url === 'string' ? response.url : null;

  /**
   * In chunks (upload/sessions/): after a dropped connection or a reload the kept session resumes from the
   * server's offset instead of sending the whole recording again.
   */
  async function upload(blob: Blob, name: string, sessionId?: string) {
    setPhase('uploading');
    setError(null);
    setPercent(0);
    try {
      const media = await sendResumable({
        url: settings.url,
        headers: await settings.headers(),
        file: blob,
        name,
        accept: 'audio',
        sessionId,
        onSession: (id) => store.current?.keepRecording({ attemptId, partId, blob, name, sessionId: id }),
        onProgress: setPercent,
      });
      await store.current?.dropRecording(attemptId, partId);
      onChange({ mediaId: String(media.id), url: media.url });
      setPhase('idle');
    } catch (e) {
      if (e instanceof UploadError && e.status >= 400 && e.status < 500) {
        await store.current?.dropRecording(attemptId, partId);
        setError(e.serverMessage ?? t('upload.failed'));
        setPhase('idle');
      } else setPhase('waiting');
    }
  }

  async function keepAndUpload(blob: Blob, name: string) {
    await store.current?.keepRecording({ attemptId, partId, blob, name });
    await upload(blob, name);
  }

  // A recording left on the device by a reload or a lost connection goes up when it can.
  const retryKept = useEffectEvent(async () => {
    const kept = await store.current?.recording(attemptId, partId);
    if (kept) await upload(kept.blob, kept.name, kept.sessionId);
  });
  useEffect(() => {
    // After the first paint: the queue's database may still be opening.
    const first = setTimeout(() => void retryKept(), 0);
    const online = () => void retryKept();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', online);
    };
  }, [attemptId, partId]);

  useEffect(
    () => () => {
      if (tick.current) clearInterval(tick.current);
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  const stop = () => {
    if (tick.current) clearInterval(tick.current);
    tick.current = null;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const record = async () => {
    setError(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError(t('exam.recorder.noMicrophone'));
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(t('exam.recorder.noMicrophone'));
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    media.ondataavailable = (e) => chunks.push(e.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      void (async () => {
        try {
          const { wav } = await toWav(new Blob(chunks, { type: media.mimeType }));
          await keepAndUpload(wav, `answer-${partId}.wav`);
        } catch {
          setError(t('upload.failed'));
          setPhase('idle');
        }
      })();
    };
    media.start();
    setPhase('recording');
    const started = Date.now();
    setLeft(maxSeconds);
    tick.current = setInterval(() => {
      const remaining = Math.max(0, maxSeconds - (Date.now() - started) / 1000);
      setLeft(remaining);
      if (remaining <= 0) stop();
    }, 250);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // Refused before upload, with docs/product.md's words (audio only; too large).
    const refusal = checkMediaFile('audio', file);
    if (refusal) {
      setError(
        refusal.reason === 'size'
          ? t(`upload.${refusal.key}`, { max: megabytes(refusal.maxBytes) })
          : t(`upload.${refusal.key}`),
      );
      return;
    }
    const seconds = await audioDuration(file);
    if (Number.isFinite(seconds) && seconds > maxSeconds + 0.5) {
      setError(t('exam.recorder.tooLong', { seconds: maxSeconds }));
      return;
    }
    await keepAndUpload(file, file.name);
  };

  return (
    <div className="exam-recorder">
      <p className="exam-muted">{t('exam.recorder.maxLength', { seconds: maxSeconds })}</p>
      <div className="exam-actions">
        {phase === 'recording' ? (
          <>
            <Button danger onClick={stop}>
              {t('exam.recorder.stop')}
            </Button>
            <span role="timer">{t('exam.recorder.recording', { time: formatRemaining(left * 1000) })}</span>
          </>
        ) : (
          <Button onClick={() => void record()} disabled={phase === 'uploading'}>
            {url ? t('exam.recorder.reRecord') : t('exam.recorder.record')}
          </Button>
        )}
      </div>
      {phase === 'uploading' && (
        <div role="status">
          <p>{t('exam.recorder.uploading')}</p>
          <progress
            className="exam-recorder-progress"
            max={100}
            value={percent}
            aria-label={t('exam.recorder.uploadProgress')}
          />
        </div>
      )}
      {phase === 'waiting' && (
        <p role="status">
          {t('exam.recorder.waiting')}{' '}
          <Button
            size="small"
            onClick={() =>
              void store.current
                ?.recording(attemptId, partId)
                .then((kept) => kept && upload(kept.blob, kept.name, kept.sessionId))
            }
          >
            {t('exam.recorder.retry')}
          </Button>
        </p>
      )}
      {url && phase === 'idle' && (
        <MediaAudio controls src={url} aria-label={t('exam.recorder.yourAnswer')} className="exam-playback" />
      )}
      <label htmlFor={fileId} className="exam-file">
        {t('exam.recorder.orUpload')}
      </label>
      <input
        id={fileId}
        type="file"
        accept={mediaAcceptAttribute('audio')}
        disabled={phase === 'recording' || phase === 'uploading'}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {error && (
        <p className="exam-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
