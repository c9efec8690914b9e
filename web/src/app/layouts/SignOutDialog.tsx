import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '../antdTheme';

/** 'Do you want to signout ?' — loaded when first asked, to keep the dialog out of the first load. */
export function SignOutDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AntdTheme>
      <Modal
        open
        width={400}
        title={t('auth.confirmSignOut')}
        okText={t('auth.signOut')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={onCancel}
        onOk={() => {
          setBusy(true);
          void onConfirm().finally(() => setBusy(false));
        }}
      />
    </AntdTheme>
  );
}
