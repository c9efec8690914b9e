import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MarkAttempt_MarkingFragment,
  MarkSpeaking_ScoreFragment,
  SpeechScoreStatus,
} from '../../gql/graphql';
import { FormItem } from '../../ui/form/FormItem';
import { useFormatters } from '../../ui/format';
import { Alert, Card } from '../../ui/native';
import { MediaAudio } from '../../ui/upload/FreshMedia';

/** The playback speeds a marker may listen at. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;

/** A spoken part as the speaking marking page shows it: the prompt it answers and the student's recording. */
export interface SpokenPart {
  id: string;
  number: number | undefined;
  title: string;
  interaction: string;
  prompt: string;
  cueCard: readonly string[];
  url: string | null;
}

/** A recording with its own speed: 0.75, 1, 1.25 or 1.5; `describedBy`: the prompt it answers. */
function Recording({ url, label, describedBy }: { url: string; label: string; describedBy?: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState<number>(1);
  const name = `speed-${label}`;
  return (
    <div className="speaking-recording">
      <MediaAudio
        ref={audio}
        controls
        preload="none"
        src={url}
        aria-label={label}
        aria-describedby={describedBy}
      />
      <div role="radiogroup" aria-label={t('speaking.speed')} className="lms-choices">
        {PLAYBACK_RATES.map((r) => (
          <label key={r} className="lms-choice">
            <input
              type="radio"
              name={name}
              checked={rate === r}
              onChange={() => {
                setRate(r);
                if (audio.current) audio.current.playbackRate = r;
              }}
            />
            {`${r}×`}
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * One spoken part on the speaking marking page (its `index` in the exercise): the prompt and cue card, the
 * recording, what the speech recogniser heard and the score it suggests (or why there is none), and the
 * part's score, which the marker may override.
 */
export function SpokenPartCard({
  part: p,
  index: i,
  about,
  speech: result,
  score,
  error,
  disabled,
  onScore,
}: {
  part: SpokenPart;
  index: number;
  about: MarkAttempt_MarkingFragment['parts'][number] | undefined;
  speech: MarkSpeaking_ScoreFragment['speech'][number] | undefined;
  score: number | null | undefined;
  error: string[] | undefined;
  disabled: boolean;
  onScore: (score: number | null) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const whyNot = (status: SpeechScoreStatus) =>
    status === 'SCORED' ? null : t(`speaking.speechStatus.${status}`);
  const why = result ? whyNot(result.status) : null;
  return (
    <Card title={t('speaking.part', { number: i + 1, title: p.title })} style={{ marginBottom: 16 }}>
      {p.prompt && (
        <div id={`speaking-prompt-${p.id}`} className="speaking-prompt">
          <p>
            <strong>{t('speaking.prompt')}:</strong> {p.prompt}
          </p>
          {p.cueCard.length > 0 && (
            <ul aria-label={t('speaking.cueCard')}>
              {p.cueCard.map((point, k) => (
                <li key={k}>{point}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {p.url ? (
        <Recording
          url={p.url}
          label={t('speaking.recordingOf', { number: i + 1 })}
          describedBy={p.prompt ? `speaking-prompt-${p.id}` : undefined}
        />
      ) : (
        <p>{t('speaking.noRecording')}</p>
      )}
      {result && (
        <section aria-label={t('speaking.recogniser')} className="speaking-speech">
          <p>
            <strong>{t('speaking.target')}:</strong> {result.targetText}
          </p>
          {why ? (
            <Alert type="info" showIcon title={why} description={result.error || undefined} />
          ) : (
            <>
              <p>
                <strong>{t('speaking.heard')}:</strong> {result.recognised || '—'}
              </p>
              <p aria-label={t('speaking.words')}>
                {result.words.map((w, k) => (
                  <span key={k} className={w.said ? 'speech-word said' : 'speech-word missed'}>
                    {w.said ? w.word : <del>{w.word}</del>}{' '}
                  </span>
                ))}
              </p>
              <p>
                {t('speaking.suggested', {
                  match: format.number((result.match ?? 0) * 100, 0),
                  score: format.number(result.score ?? 0, 2),
                  max: format.number(result.maxScore, 2),
                })}
              </p>
            </>
          )}
        </section>
      )}
      <FormItem
        label={t('marking.score', {
          number: p.number ?? i + 1,
          max: format.number(about?.maxScore ?? 0, 2),
        })}
        htmlFor={`speaking-score-${p.id}`}
        extra={
          !p.url && about && !about.answered
            ? t('marking.noAnswer')
            : p.interaction === 'SPOKEN_ANSWER'
              ? t('speaking.fromRubric')
              : t('speaking.override')
        }
        {...(error ? { validateStatus: 'error' as const, help: error.join(' ') } : {})}
      >
        <input
          id={`speaking-score-${p.id}`}
          className="lms-input"
          type="number"
          inputMode="decimal"
          min={0}
          max={about?.maxScore ?? 0}
          step={0.25}
          style={{ maxWidth: 160 }}
          disabled={disabled}
          value={score ?? ''}
          onChange={(e) =>
            onScore(
              e.target.value.trim() === '' || Number.isNaN(Number(e.target.value))
                ? null
                : Number(e.target.value),
            )
          }
        />
      </FormItem>
    </Card>
  );
}
