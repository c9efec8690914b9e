import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { formatBand } from './bandOptions';

export const BandScoresFragment = graphql(`
  fragment BandScores_bands on IeltsBands {
    listeningRaw
    listening
    readingRaw
    reading
    writing
    speaking
    overall
  }
`);

/** The bands of a registration: one per skill (raw scores beside listening and reading) and the overall. */
export function BandScores({ bands: ref }: { bands: FragmentType<typeof BandScoresFragment> }) {
  const { t } = useTranslation();
  const bands = getFragmentData(BandScoresFragment, ref);
  const skills = [
    { key: 'LISTENING', band: bands.listening, raw: bands.listeningRaw },
    { key: 'READING', band: bands.reading, raw: bands.readingRaw },
    { key: 'WRITING', band: bands.writing, raw: null },
    { key: 'SPEAKING', band: bands.speaking, raw: null },
  ].filter((s) => s.key !== 'SPEAKING' || s.band !== null);
  return (
    <section aria-label={t('ielts.bands.title')}>
      <div className="ielts-bands">
        {skills.map((s) => (
          <div key={s.key} className="ielts-band">
            <span>{t(`ielts.skill.${s.key}`)}</span>
            <strong>{formatBand(s.band)}</strong>
            {s.raw !== null && s.raw !== undefined && <small>{t('ielts.bands.raw', { raw: s.raw })}</small>}
          </div>
        ))}
        <div className="ielts-band">
          <span>{t('ielts.bands.overall')}</span>
          <strong>{formatBand(bands.overall)}</strong>
        </div>
      </div>
    </section>
  );
}
