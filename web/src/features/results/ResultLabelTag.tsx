import { useTranslation } from 'react-i18next';
import type { TagColor } from '../../ui/Tag';
import { Tag } from '../../ui/Tag';

const LABEL_COLORS: Record<string, TagColor> = {
  DONE: 'green',
  UNMARKED: 'gold',
  UNFINISHED: 'default',
  HOLDING: 'blue',
};

/**
 * A result's label as docs/product.md names it (done, unmarked, unfinished, holding), and "not enough points" beside
 * a returned result below the assignment's minimum score.
 */
export function ResultLabelTag({ label, belowMinScore }: { label: string; belowMinScore?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={LABEL_COLORS[label]}>{t(`resultStatusLabel.${label}`)}</Tag>
      {belowMinScore && <Tag color="red">{t('resultList.notEnoughPoints')}</Tag>}
    </>
  );
}
