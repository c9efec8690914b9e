import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { toast } from '../../ui/toast';
import type { ExportFilters } from './questionFiles';
import { downloadFile, exportPath } from './questionFiles';
import { Button } from '../../ui/native';

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

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('questionIo.exportXlsx') },
          { key: 'gift', label: t('questionIo.exportGift') },
        ],
        onClick: ({ key }) => void download(key as 'xlsx' | 'gift'),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('questionIo.export')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
