import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useDong } from './money';

export const BankTransferFragment = graphql(`
  fragment BankTransfer_transfer on IeltsPaymentTransfer {
    bankName
    accountNumber
    accountHolder
    amount
    content
    qrPayload
  }
`);

/**
 * A VietQR payload drawn as an SVG data URL (sharp at any size, no canvas needed). `qrcode` loads on first
 * use (docs/design.md section 12, the pages' weight budgets): a page without an open invoice never fetches it.
 */
export async function qrDataUrl(payload: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The VietQR code of a payload, drawn once it is loaded. */
function VietQrCode({ payload, alt }: { payload: string; alt: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(payload).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error('VietQR', error),
    );
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img className="ielts-qr" src={src} alt={alt} width={200} height={200} />
  ) : (
    <div className="ielts-qr" role="status">
      {t('ielts.transfer.qrLoading')}
    </div>
  );
}

/**
 * How to pay an open invoice (docs/design.md section 10): the academy's account and the VietQR code a
 * banking app scans, with the amount and the invoice number as the content filled in.
 */
export function BankTransfer({ transfer: ref }: { transfer: FragmentType<typeof BankTransferFragment> }) {
  const { t } = useTranslation();
  const dong = useDong();
  const transfer = getFragmentData(BankTransferFragment, ref);
  return (
    <section className="ielts-transfer" aria-label={t('ielts.transfer.title')}>
      <VietQrCode
        payload={transfer.qrPayload}
        alt={t('ielts.transfer.qrAlt', { invoice: transfer.content })}
      />
      <div>
        <h4>{t('ielts.transfer.title')}</h4>
        <p className="ielts-hint">{t('ielts.transfer.scan')}</p>
        <dl className="ielts-quote">
          <dt>{t('ielts.transfer.bank')}</dt>
          <dd>{transfer.bankName}</dd>
          <dt>{t('ielts.transfer.account')}</dt>
          <dd>{transfer.accountNumber}</dd>
          <dt>{t('ielts.transfer.holder')}</dt>
          <dd>{transfer.accountHolder}</dd>
          <dt>{t('ielts.transfer.amount')}</dt>
          <dd className="ielts-total">{dong(transfer.amount)}</dd>
          <dt>{t('ielts.transfer.content')}</dt>
          <dd>
            <strong>{transfer.content}</strong>
          </dd>
        </dl>
        <p className="ielts-hint">{t('ielts.transfer.contentHint')}</p>
      </div>
    </section>
  );
}
