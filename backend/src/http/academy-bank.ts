/**
 * The academy's bank account (config ACADEMY_BANK_*) and the VietQR transfer of an open invoice (docs/design.md
 * section 10, "Payment"): the NAPAS/EMVCo payload every Vietnamese banking app scans, built by vietnam-qr-pay
 * (docs/decisions.md, helper pay), the invoice number as the transfer's content.
 */
import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';

export interface AcademyBank {
  /** The bank's 6-digit NAPAS BIN (970436 is Vietcombank). */
  bin: string;
  /** The bank's name as the candidate knows it. */
  name: string;
  account: string;
  /** The account holder's name, as the bank shows it (upper case, no accents). */
  holder: string;
}

/** Demo values: a made-up account at a real bank, so a QR scans in a banking app's test but pays no one. */
export const DEMO_ACADEMY_BANK: AcademyBank = {
  bin: '970436',
  name: 'Vietcombank',
  account: '1023456789',
  holder: 'HOC VIEN ANH NGU DEMO',
};

/**
 * The process's account, set by `buildApp` from the configuration. Module state like the media links'
 * (`http/media-links.ts`): the payment presenter, the mails and the statement import all read it.
 */
let current: AcademyBank = DEMO_ACADEMY_BANK;
export const useAcademyBank = (bank: AcademyBank) => void (current = bank);
export const academyBank = (): AcademyBank => current;

/** Only an open invoice is paid by transfer: not a paid, refunded or canceled one. */
export const acceptsTransfer = (status: string) => status === 'pending';

/** The dynamic VietQR payload of a transfer of `amount` dong to the academy with the invoice as content. */
export function vietQrPayload(bank: AcademyBank, amount: number, invoice: string): string {
  return QRPay.initVietQR({
    bankBin: bank.bin,
    bankNumber: bank.account,
    amount: String(amount),
    purpose: invoice,
  }).build();
}

/** The QR code of a payload as a PNG data URL (mails and anything that cannot draw one itself). */
export const qrPngDataUrl = (payload: string) =>
  QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
