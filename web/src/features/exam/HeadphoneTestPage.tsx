import { Alert, Progress } from 'antd';
import { Button, Card } from '../../ui/native';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import './exam.css';

const RECORD_MS = 3000;

/** Why the microphone could not start, in words a student can act on. */
function microphoneError(error: unknown): { key: string; message?: string } {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { key: 'exam.headphone.denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { key: 'exam.headphone.notFound' };
  return { key: 'exam.headphone.failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * `/manageClass/{classId}/testHeadPhone`: before a listening or speaking exam, a test tone with a volume
 * control, and 3 seconds recorded from the microphone, played back, with the input level shown.
 */
export function HeadphoneTestPage() {
  const { t } = useTranslation();
  const volumeId = useId();
  const [volume, setVolume] = useState(50);
  const tone = useRef<{ context: AudioContext; gain: GainNode; osc: OscillatorNode } | null>(null);
  const [toneOn, setToneOn] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'recording' | 'recorded'>('idle');
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<{ key: string; message?: string } | null>(null);
  const [playback, setPlayback] = useState<string | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const supported = typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (tone.current) tone.current.gain.gain.value = volume / 100;
  }, [volume]);
  useEffect(
    () => () => {
      cleanup.current?.();
      void tone.current?.context.close();
    },
    [],
  );
  useEffect(() => () => void (playback && URL.revokeObjectURL(playback)), [playback]);

  const toggleTone = () => {
    if (tone.current) {
      tone.current.osc.stop();
      void tone.current.context.close();
      tone.current = null;
      setToneOn(false);
      return;
    }
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = volume / 100;
    const osc = context.createOscillator();
    osc.frequency.value = 440;
    osc.connect(gain).connect(context.destination);
    osc.start();
    tone.current = { context, gain, osc };
    setToneOn(true);
  };

  const record = async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (e) {
      setError(microphoneError(e));
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getByteTimeDomainData(samples);
      const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v - 128)), 0);
      setLevel(Math.min(100, Math.round((peak / 128) * 100)));
      frame = requestAnimationFrame(measure);
    };
    measure();
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(stream);
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopAll = () => {
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      void context.close();
    };
    cleanup.current = stopAll;
    recorder.onstop = () => {
      stopAll();
      cleanup.current = null;
      setLevel(0);
      setPlayback(URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType })));
      setPhase('recorded');
    };
    recorder.start();
    setPhase('recording');
    setTimeout(() => recorder.state === 'recording' && recorder.stop(), RECORD_MS);
  };

  return (
    <>
      <PageHeader title={t('exam.headphone.title')} subtitle={t('exam.headphone.intro')} />
      <Card title={t('exam.headphone.speakers')} className="exam-gap">
        <div className="exam-actions">
          <Button type="primary" onClick={toggleTone} aria-pressed={toneOn}>
            {toneOn ? t('exam.headphone.stopTone') : t('exam.headphone.playTone')}
          </Button>
          <label htmlFor={volumeId}>{t('exam.headphone.volume')}</label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            value={volume}
            onChange={(e) => setVolume(Number(e.target.value))}
          />
        </div>
      </Card>
      <Card title={t('exam.headphone.microphone')} className="exam-gap">
        {!supported ? (
          <Alert type="warning" showIcon title={t('exam.headphone.unsupported')} />
        ) : (
          <>
            <div className="exam-actions">
              <Button onClick={() => void record()} disabled={phase === 'recording'}>
                {phase === 'recording' ? t('exam.headphone.recording') : t('exam.headphone.record')}
              </Button>
            </div>
            <div className="exam-level">
              <span id={`${volumeId}-level`}>{t('exam.headphone.level')}</span>
              <Progress percent={level} showInfo={false} aria-labelledby={`${volumeId}-level`} />
            </div>
            {playback && (
              <audio
                controls
                src={playback}
                aria-label={t('exam.headphone.playBack')}
                className="exam-playback"
              />
            )}
          </>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="exam-gap"
            title={t(error.key, { message: error.message })}
          />
        )}
      </Card>
    </>
  );
}
