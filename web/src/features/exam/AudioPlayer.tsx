import { Button } from '../../ui/native';
import type { RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStore } from './examStore';
import { MediaAudio } from '../../ui/upload/FreshMedia';

/**
 * A listening clip played as the exercise says: `limit` plays (0 without limit), counted per clip and per
 * attempt on the device, with a volume control and no seeking.
 */
export function AudioPlayer({
  url,
  limit,
  playsKey,
  store,
}: {
  url: string;
  limit: number;
  playsKey: string;
  store: RefObject<ExamStore | null>;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const volumeId = useId();
  const [plays, setPlays] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(80);

  useEffect(() => {
    void store.current?.getMark<number>(playsKey).then((n) => setPlays(n ?? 0));
  }, [store, playsKey]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume / 100;
  }, [volume]);

  const left = limit > 0 ? Math.max(0, limit - plays) : null;
  const play = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    // A play counts when it starts from the beginning; resuming after a pause does not.
    if (element.currentTime === 0 || element.ended) {
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
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          if (audio.current) audio.current.currentTime = 0;
        }}
      />
      <Button type="primary" onClick={() => void play()} disabled={!playing && left === 0}>
        {playing ? t('exam.audio.pause') : t('exam.audio.play')}
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
            ? t('exam.audio.noPlaysLeft')
            : t('exam.audio.playsLeft', { count: left })}
      </span>
    </div>
  );
}
