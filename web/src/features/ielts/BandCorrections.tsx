import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { Card } from '../../ui/native';
import { formatBand } from './bandOptions';

export const BandCorrectionsFragment = graphql(`
  fragment BandCorrections_registration on IeltsRegistration {
    bandCorrections {
      id
      correctedByName
      correctedAt
      reason
      before {
        listening
        reading
        writing
        speaking
        overall
      }
      after {
        listening
        reading
        writing
        speaking
        overall
      }
    }
  }
`);

const SKILLS = ['listening', 'reading', 'writing', 'speaking', 'overall'] as const;

/** The record of a registration's corrected bands (issue 30 point 4): who, when, from what to what, why. */
export function BandCorrections({
  registration: ref,
}: {
  registration: FragmentType<typeof BandCorrectionsFragment>;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { bandCorrections } = getFragmentData(BandCorrectionsFragment, ref);
  if (!bandCorrections.length) return null;
  const title = t('ielts.score.corrections');
  return (
    <Card className="ielts-card" title={title}>
      <ol aria-label={title} className="ielts-corrections">
        {bandCorrections.map((c) => {
          const changes = SKILLS.filter((s) => c.before[s] !== c.after[s]).map((s) =>
            t('ielts.score.correctionChange', {
              skill: s === 'overall' ? t('ielts.bands.overall') : t(`ielts.skill.${s.toUpperCase()}`),
              from: formatBand(c.before[s]),
              to: formatBand(c.after[s]),
            }),
          );
          return (
            <li key={c.id}>
              <p>
                {t('ielts.score.correctionBy', {
                  name: c.correctedByName ?? '—',
                  when: fmt.dateTime(c.correctedAt),
                })}
              </p>
              <p>{changes.join('; ')}</p>
              <p>{t('ielts.score.correctionReason', { reason: c.reason })}</p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
