import { Alert } from '../../ui/native';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../ui/questions';
import { registryType, rendererContent } from '../../shared/partFields';
import { getFragmentData } from '../../gql';
import { AudioPlayer } from './AudioPlayer';
import { ClipPlaysFragment } from './examDocuments';
import type { NumberedQuestion } from './examContent';
import { PassagePanel } from './PassagePanel';
import { startedLazy } from '../../ui/startedLazy';
import type { useAttemptTaking } from './useAttemptTaking';

/**
 * The recorder of spoken answers, in its own chunk (the exam page's weight, docs/decisions.md "The recorder
 * loads with spoken answers"): the runner asks for it as an attempt with spoken parts opens (`preloadRecorder`).
 */
const Recorder = startedLazy(async () => (await import('./Recorder')).Recorder);
export const preloadRecorder = Recorder.preload;

/** One question of the runner: its recording, its passage beside its parts for reading, its parts. */
export function QuestionContent({
  entry,
  taking,
  audioPlays,
  topicGroup,
  numberLabels,
  strictAudio = false,
}: {
  entry: NumberedQuestion;
  taking: ReturnType<typeof useAttemptTaking>;
  audioPlays: number;
  topicGroup: string;
  /** An IELTS section's labels of its parts ("Questions 1–8"). */
  numberLabels?: Readonly<Record<string, string>> | null;
  /** An IELTS section's recordings: played through, not sought, resumed (AudioPlayer). */
  strictAudio?: boolean;
}) {
  const { t } = useTranslation();
  const { question, start } = entry;
  const media = question.media;
  const audio = media?.kind === 'AUDIO' ? media : null;
  // A limited clip's plays as the server holds them; once played and over its link is withheld.
  const plays = getFragmentData(ClipPlaysFragment, question.plays) ?? null;
  const clip = audio
    ? { id: String(audio.id), url: audio.url }
    : plays
      ? { id: String(plays.mediaId), url: null }
      : null;
  const reading =
    (topicGroup === 'READING' || question.parts.some((p) => p.interaction === 'NONE')) &&
    !!question.instructions.trim();
  const recorders = Object.fromEntries(
    question.parts
      .filter((p) => p.interaction === 'SPOKEN_ANSWER' || p.interaction === 'SPOKEN_TARGET')
      .map((p) => {
        const partId = String(p.id);
        const content = p.content as { maxSeconds?: number | null };
        return [
          partId,
          <Suspense key={partId} fallback={<p className="exam-muted">{t('common.loading')}</p>}>
            <Recorder
              attemptId={taking.attemptId}
              partId={partId}
              maxSeconds={content.maxSeconds ?? 120}
              response={taking.responses[partId]}
              onChange={(response) => taking.change(partId, response)}
              store={taking.store}
            />
          </Suspense>,
        ];
      }),
  );
  const view = (
    <QuestionView
      type={registryType(question.type)}
      instructions={reading ? null : question.instructions}
      media={media && !audio ? { kind: media.kind, url: media.url } : null}
      parts={question.parts.map((p) => ({
        id: String(p.id),
        // Its own type: a section mixes types, and a choice part's fixed options are its type's.
        type: registryType(p.type),
        interaction: p.interaction.toLowerCase() as never,
        content: rendererContent(p.content),
      }))}
      startNumber={start}
      responses={taking.responses}
      onChange={(partId, response) => taking.change(partId, response)}
      recorders={recorders}
      numberLabels={numberLabels}
    />
  );
  const errors = question.parts
    .map((p) => [p, taking.partErrors[String(p.id)]] as const)
    .filter(([, e]) => e && e.length > 0);
  return (
    <>
      {clip && strictAudio && audioPlays > 0 && (
        <p className="exam-muted">
          {audioPlays === 1 ? t('exam.ielts.hearOnce') : t('exam.ielts.hearTwice')}
        </p>
      )}
      {clip && (
        <AudioPlayer
          url={clip.url}
          limit={audioPlays}
          playsKey={`plays:${taking.attemptId}:${clip.id}`}
          store={taking.store}
          strict={strictAudio}
          plays={plays}
          startPlay={audioPlays > 0 ? () => taking.startClipPlay(clip.id) : undefined}
          clock={taking.clock}
        />
      )}
      {errors.map(([p, e]) => (
        <Alert
          key={String(p.id)}
          type="error"
          showIcon
          role="alert"
          title={`${t('exam.runner.refused')} ${(e ?? []).join(' ')}`}
        />
      ))}
      {reading ? (
        <div className="exam-split">
          <PassagePanel
            text={question.instructions}
            marksKey={`passage:${taking.attemptId}:${String(question.id)}`}
            store={taking.store}
          />
          <div className="exam-split-parts">{view}</div>
        </div>
      ) : (
        view
      )}
    </>
  );
}
