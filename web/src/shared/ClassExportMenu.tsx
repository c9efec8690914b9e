import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../ui/native/MenuButton';
import { toast } from '../ui/toast';
import { downloadFile, type ExportFormat } from './downloadFile';
import { useSession } from './session';

/** What a class exports (issue 31 point 3): its gradebook (the scores tab), its attendance (the timetable). */
export type ClassExport = 'gradebook' | 'attendance';

/**
 * "Export" with a CSV and an Excel choice: downloads the class's file from the backend (the rights are the
 * data's: the class's staff), tells its name, or the backend's reason as the statistics exports do.
 */
export function ClassExportMenu({ classId, what }: { classId: string; what: ClassExport }) {
  const { t, i18n } = useTranslation();
  const { accessToken } = useSession();
  const [busy, setBusy] = useState(false);
  const choose = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const name = await downloadFile(
        `/class/${encodeURIComponent(classId)}/${what}/export?format=${format}`,
        { token: await accessToken(), language: i18n.language },
        `${what}.${format}`,
      );
      toast.success(t('classExport.exported', { name }));
    } catch (e) {
      toast.error(t('classExport.failed'), e instanceof Error ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuButton
      label={t(`classExport.${what}`)}
      icon={<ExportOutlined />}
      loading={busy}
      groups={[
        {
          key: 'export',
          items: [
            { key: 'csv', label: t('classExport.csv') },
            { key: 'xlsx', label: t('classExport.xlsx') },
          ],
        },
      ]}
      onChoose={(key) => void choose(key as ExportFormat)}
    >
      {t(`classExport.${what}`)}
    </MenuButton>
  );
}
