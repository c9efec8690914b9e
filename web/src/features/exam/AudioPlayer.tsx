import { Button } from '../../ui/native';
import type { RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStore } from './examStore';
import { MediaAudio } from '../../ui/upload/FreshMedia';

/** How often (ms) a strict player keeps its position on the device. */
const KEEP_POSITION_MS = 2000;

/**
 * A listening clip played as the exercise says: `limit` plays (0 without limit), counted per clip and per
 * attempt on the device, with a volume control and no seeking. `strict` (an IELTS section, docs/decisions.md):
 * a play runs to its end without a pause, a seek is undone, and after a reload (or a fresh link) the clip goes
 * on from where it was, without counting another play.
 */
export function AudioPlayer({
  url,
  limit,
  playsKey,
  store,
  strict = false,
}: {
  url: string;
  limit: number;
  playsKey: string;
  store: RefObject<ExamStore | null>;
  strict?: boolean;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const volumeId = useId();
  const [plays, setPlays] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(80);
  /** Where a strict clip stands (seconds), as kept on the device: a seek returns here. */
  const position = useRef(0);
  /** Where a strict clip stopped before this page showed it (a reload, another part of the test). */
  const [resumeAt, setResumeAt] = useState(0);
  const positionKey = `${playsKey}:at`;

  useEffect(() => {
    void store.current?.getMark<number>(playsKey).then((n) => setPlays(n ?? 0));
    if (!strict) return;
    void store.current?.getMark<number>(positionKey).then((at) => {
      position.current = at ?? 0;
      setResumeAt(at ?? 0);
    });
    const current = store.current;
    // Leaving the part stops the clip: it goes on from here when the candidate comes back.
    return () => void current?.setMark(positionKey, position.current);
  }, [store, playsKey, positionKey, strict]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume / 100;
  }, [volume]);
  useEffect(() => {
    if (!strict || !playing) return;
    const keep = setInterval(() => {
      const at = audio.current?.currentTime ?? 0;
      position.current = at;
      void store.current?.setMark(positionKey, at);
    }, KEEP_POSITION_MS);
    return () => clearInterval(keep);
  }, [strict, playing, store, positionKey]);

  const left = limit > 0 ? Math.max(0, limit - plays) : null;
  const resumable = strict && resumeAt > 0;
  const play = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      if (!strict) element.pause();
      return;
    }
    const from = strict ? Math.max(resumeAt, position.current) : 0;
    if (from > 0 && element.currentTime < from) element.currentTime = from;
    // A play counts when it starts from the beginning; resuming after a pause (or a reload) does not.
    else if (element.currentTime === 0 || element.ended) {
      if (left === 0) return;
      const next = plays + 1;
      setPlays(next);
      await store.current?.setMark(playsKey, next);
      element.currentTime = 0;
    }
    await element.play().catch(() => undefined);
  };

  return (
    <div className="exam-audio">
      <MediaAudio
        ref={audio}
        src={url}
        preload="auto"
        onPlay={() => {
          setPlaying(true);
          setResumeAt(0);
        }}
        onPause={() => {
          setPlaying(false);
          // Stopped by the page (a fresh media link, the browser): a strict clip goes on from here.
          if (strict && audio.current && !audio.current.ended && position.current > 0)
            setResumeAt(position.current);
        }}
        onSeeking={() => {
          // Only the player moves a strict clip: a seek by any other means (media keys, the browser's menu) goes back.
          const element = audio.current;
          if (
            strict &&
            element &&
            Math.abs(element.currentTime - position.current) > KEEP_POSITION_MS / 1000 + 1
          )
            element.currentTime = position.current;
        }}
        onTimeUpdate={() => {
          if (strict && audio.current && audio.current.currentTime > position.current)
            position.current = audio.current.currentTime;
        }}
        onEnded={() => {
          setPlaying(false);
          position.current = 0;
          setResumeAt(0);
          if (strict) void store.current?.setMark(positionKey, 0);
          if (audio.current) audio.current.currentTime = 0;
        }}
      />
      <Button
        type="primary"
        onClick={() => void play()}
        disabled={(!playing && left === 0 && !resumable) || (strict && playing)}
      >
        {playing
          ? strict
            ? t('exam.audio.playing')
            : t('exam.audio.pause')
          : resumable
            ? t('exam.audio.resume')
            : t('exam.audio.play')}
      </Button>
      <label htmlFor={volumeId}>{t('exam.audio.volume')}</label>
      <input
        id={volumeId}
        type="range"
        min={0}
        max={100}
        value={volume}
        onChange={(e) => setVolume(Number(e.target.value))}
      />
      <span className="exam-muted">
        {left === null
          ? t('exam.audio.unlimited')
          : left === 0
            ? resumable
              ? t('exam.audio.lastPlay')
              : t('exam.audio.noPlaysLeft')
            : t('exam.audio.playsLeft', { count: left })}
      </span>
    </div>
  );
}
