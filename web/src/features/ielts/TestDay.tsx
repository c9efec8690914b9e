import { useTranslation } from 'react-i18next';
import type { IeltsExamFormat, IeltsShift } from '../../gql/graphql';
import { useSession } from '../../shared/session';

/** The end of an ID number, enough for the candidate to know which document (the rest stays off screen). */
const lastDigits = (id: string) => (id.length > 4 ? `…${id.slice(-4)}` : id);

/**
 * The test day of a registration (issue 30 point 1): where, the shift with its times, and what to bring, the
 * candidate's own document named by the end of its number.
 */
export function TestDay({
  date,
}: {
  date: { shift: IeltsShift; format: IeltsExamFormat; description?: string | null };
}) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const id = viewer?.passport?.trim() ?? '';
  return (
    <section aria-label={t('ielts.day.title')} className="ielts-day">
      <h4>{t('ielts.day.title')}</h4>
      <dl>
        <dt>{t('ielts.day.place')}</dt>
        <dd>{date.description?.trim() || t('ielts.day.placeDefault')}</dd>
        <dt>{t('ielts.day.shift')}</dt>
        <dd>{t(`ielts.day.shiftTimes.${date.shift}`)}</dd>
        <dt>{t('ielts.day.bring')}</dt>
        <dd>
          <ul>
            <li>{id ? t('ielts.day.bringId', { id: lastDigits(id) }) : t('ielts.day.bringIdMissing')}</li>
            <li>{t(date.format === 'PAPER' ? 'ielts.day.bringPaper' : 'ielts.day.bringComputer')}</li>
            <li>{t('ielts.day.arrive')}</li>
          </ul>
        </dd>
      </dl>
    </section>
  );
}
