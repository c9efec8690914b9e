import { Button } from '../../ui/native';
import type { RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ClipPlays_PlaysFragment } from '../../gql/graphql';
import type { ExamStore } from './examStore';
import { MediaAudio } from '../../ui/upload/FreshMedia';
import type { ServerClock } from './serverClock';
import type { ClipPlayStart } from './useStartClipPlay';

/** How often (ms) a strict player keeps its position on the device. */
const KEEP_POSITION_MS = 2000;

/** Seconds into the clip of the server's running play, by the runner's server clock; null when none runs. */
const serverPosition = (plays: ClipPlays_PlaysFragment | null, clock?: ServerClock) =>
  plays?.running && plays.startedAt && clock
    ? Math.max(0, (clock.now() - Date.parse(plays.startedAt)) / 1000)
    : null;

/**
 * A listening clip played as the exercise says: `limit` plays (0 without limit), with a volume control and no
 * seeking. A limited clip's plays are held by the server (`plays`, `startPlay`; docs/decisions.md, issue 30
 * point 3): a play starts once the server recorded it, a fresh device shows the server's count, and the
 * device's marks are only a cache. `strict` (an IELTS section, and any clip the server holds): a play runs to
 * its end without a pause, a seek is undone, and after a reload, a fresh link or on another device the clip
 * goes on where the server's play stands, without counting another play. `url` is null while the server issues no link (a limited clip
 * before or between its plays, once over): the play's answer brings it.
 */
export function AudioPlayer({
  url,
  limit,
  playsKey,
  store,
  strict: strictSection = false,
  plays: heldPlays = null,
  startPlay,
  clock,
}: {
  url: string | null;
  limit: number;
  playsKey: string;
  store: RefObject<ExamStore | null>;
  strict?: boolean;
  plays?: ClipPlays_PlaysFragment | null;
  startPlay?: () => Promise<ClipPlayStart>;
  clock?: ServerClock;
}) {
  const { t } = useTranslation();
  // A play the server counts runs from its start to its end, as the server times it: paused, it would outlive
  // its link (the play's end plus a grace). So a held clip is strict outside IELTS too.
  const strict = strictSection || (limit > 0 && !!startPlay);
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
  /** The server's count of a limited clip (it wins over the device's), and why a play did not start. */
  const held = limit > 0 && !!startPlay;
  // The server's latest answer holds until the attempt's content brings newer plays (a fresh read).
  const [answered, setAnswered] = useState<{ over: typeof heldPlays; plays: ClipPlays_PlaysFragment }>();
  const server = answered && answered.over === heldPlays ? answered.plays : heldPlays;
  const setServer = (plays: ClipPlays_PlaysFragment) => setAnswered({ over: heldPlays, plays });
  const [notice, setNotice] = useState<string | null>(null);
  /** The link of the server's play (a held clip's only link before its play). */
  const [playUrl, setPlayUrl] = useState<string | null>(null);

  useEffect(() => {
    void store.current?.getMark<number>(playsKey).then((n) => setPlays(n ?? 0));
    if (!strict) return;
    void store.current?.getMark<number>(positionKey).then((at) => {
      position.current = at ?? 0;
      // The server's running play, when it stands further, wins (a cleared device keeps no mark).
      setResumeAt((r) => Math.max(r, at ?? 0));
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

  const used = held && server ? server.used : plays;
  const left = limit > 0 ? Math.max(0, limit - used) : null;
  // A held clip resumes while the server's play runs; otherwise where the device kept it.
  const resumable = strict && (held && server ? server.running : resumeAt > 0);
  /** A held clip: the server records the play (or answers the running one) before a sound is heard. */
  const playHeld = async (element: HTMLAudioElement) => {
    setNotice(null);
    const answer = await startPlay!();
    if (answer.kind === 'offline') {
      setNotice(t('exam.audio.offline'));
      return;
    }
    if (answer.kind === 'refused') {
      if (answer.plays) setServer(answer.plays);
      setNotice(answer.message);
      return;
    }
    setServer(answer.plays);
    // The element takes the play's link before it seeks and plays.
    if (answer.url) flushSync(() => setPlayUrl(answer.url));
    void store.current?.setMark(playsKey, answer.plays.used);
    // Strict: where the server's play stands; otherwise a play starts from the beginning.
    const from = strict ? (serverPosition(answer.plays, clock) ?? 0) : 0;
    position.current = from;
    element.currentTime = from;
    await element.play().catch(() => undefined);
  };
  const play = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      if (!strict) element.pause();
      return;
    }
    if (held && (strict || element.currentTime === 0 || element.ended)) return playHeld(element);
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
        src={playUrl ?? url ?? undefined}
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
          // Heard to its end: the server's play is over too (it answers so if asked again).
          if (server) setServer({ ...server, running: false });
        }}
      />
      <Button
        type="primary"
        onClick={() => void play()}
        disabled={(!playing && left === 0 && !resumable) || (strict && playing) || (!url && !held)}
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
      {notice && (
        <span className="exam-muted" role="status">
          {notice}
        </span>
      )}
    </div>
  );
}
