import type { IeltsSkill } from '@lms/domain';
import { useTranslation } from 'react-i18next';

/** The instructions of each section, worded as the computer-delivered test words them (its own chunk). */
const INSTRUCTIONS: Record<IeltsSkill, { instructions: string[]; information: string[] }> = {
  listening: {
    instructions: ['answerAll', 'change'],
    information: ['fortyQuestions', 'oneMark', 'fourParts', 'lookAndCheck'],
  },
  reading: {
    instructions: ['answerAll', 'change'],
    information: ['fortyQuestions', 'oneMark', 'threeParts', 'clock'],
  },
  writing: { instructions: ['answerBoth', 'change'], information: ['twoParts', 'task2Weight', 'clock'] },
  speaking: {
    instructions: ['answerAll', 'speakingRecord'],
    information: ['threeParts', 'speakingPart1', 'speakingPart2', 'speakingPart3', 'recorded'],
  },
};

/**
 * An IELTS section's introduction (docs/design.md section 10): its official time (listening's 30 minutes and
 * 2 to check) and the test's instructions, in place of the runner's score range.
 */
export function IeltsInstructions({ skill }: { skill: IeltsSkill }) {
  // Its own part of the catalogue, loaded as it renders (the exam page's weight, docs/decisions.md).
  const { t } = useTranslation('exam-ielts');
  const { instructions, information } = INSTRUCTIONS[skill];
  return (
    <section className="ielts-instructions">
      <p>
        <strong>{t(`exam.ielts.time.${skill}`)}</strong>
      </p>
      <h2>{t('exam.ielts.instructionsHeading')}</h2>
      <ul>
        {instructions.map((key) => (
          <li key={key}>{t(`exam.ielts.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('exam.ielts.informationHeading')}</h2>
      <ul>
        {information.map((key) => (
          <li key={key}>{t(`exam.ielts.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}
