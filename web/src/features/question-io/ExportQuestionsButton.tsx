import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { toast } from '../../ui/toast';
import type { ExportFilters } from './questionFiles';
import { downloadFile, exportPath } from './questionFiles';
import { MenuButton } from '../../ui/native/MenuButton';

/**
 * Exports the questions the list shows (its current filters) as Excel or GIFT; the file imports back to the
 * same questions. It goes through the gateway's pass-through with the signed-in user's token.
 */
export function ExportQuestionsButton({ filters }: { filters: ExportFilters }) {
  const { t, i18n } = useTranslation();
  const { accessToken } = useSession();
  const [busy, setBusy] = useState(false);

  const download = async (format: 'xlsx' | 'gift') => {
    setBusy(true);
    try {
      await downloadFile(
        exportPath(format, filters),
        { token: await accessToken(), language: i18n.language },
        `questions.${format}`,
      );
    } catch (error) {
      toast.error(t('questionIo.exportFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  // A native menu, not antd's Dropdown, whose menu and overflow parts were 17 kB of the question list's load.
  return (
    <MenuButton
      label={t('questionIo.export')}
      icon={<ExportOutlined />}
      loading={busy}
      align="end"
      groups={[
        {
          key: 'formats',
          items: [
            { key: 'xlsx', label: t('questionIo.exportXlsx') },
            { key: 'gift', label: t('questionIo.exportGift') },
          ],
        },
      ]}
      onChoose={(key) => void download(key as 'xlsx' | 'gift')}
    >
      {t('questionIo.export')} <DownOutlined />
    </MenuButton>
  );
}
