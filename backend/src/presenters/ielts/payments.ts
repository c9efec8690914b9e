import { z } from 'zod';
import type { PaymentView } from '../../db/rows.js';
import { EXAM_FORMATS, PAYMENT_METHODS, PAYMENT_STATUSES, SKILL_PACKAGES } from '../../db/schema.js';
import { academyBank, acceptsTransfer, vietQrPayload } from '../../http/academy-bank.js';
import type { Lang } from '../../http/messages.js';
import { presentPromotionCode, promotionCodeSchema } from './codes.js';

export type { PaymentView };

const transferSchema = z
  .object({
    bank_name: z.string(),
    bank_bin: z.string().describe('The bank’s 6-digit NAPAS BIN'),
    account_number: z.string(),
    account_holder: z.string(),
    amount: z.number().int().describe('In dong'),
    content: z.string().describe('The transfer’s content: the invoice number'),
    qr_payload: z.string().describe('The VietQR (NAPAS EMVCo) payload to draw as a QR code'),
  })
  .describe('PaymentTransfer');

/** The transfer that pays an open invoice into the academy's account, or null when it is not open. */
export function transferOf(p: { status: string; amount: number; invoice: string }) {
  if (!acceptsTransfer(p.status)) return null;
  const bank = academyBank();
  return {
    bank_name: bank.name,
    bank_bin: bank.bin,
    account_number: bank.account,
    account_holder: bank.holder,
    amount: p.amount,
    content: p.invoice,
    qr_payload: vietQrPayload(bank, p.amount, p.invoice),
  };
}

export const paymentSchema = z
  .object({
    id: z.number().int(),
    invoice: z.string(),
    candidate_id: z.number().int(),
    registration_id: z.number().int().nullable(),
    exam_type: z
      .string()
      .describe("What is paid for, in the reader's language (a label of the day for odd rows)"),
    exam_skill_package: z
      .enum(SKILL_PACKAGES)
      .nullable()
      .describe('The package paid for, for the web to name in its own words; null for a label read as none'),
    exam_format: z.enum(EXAM_FORMATS).nullable().describe('The format paid for; null as the package'),
    unit_price: z.number().int(),
    discount: z.number().int(),
    amount: z.number().int().describe('What the candidate owes, in dong'),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS).nullable(),
    promotion_code: promotionCodeSchema.nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
    transfer: transferSchema
      .nullable()
      .describe('How to pay by bank transfer; null unless the invoice is open (pending)'),
  })
  .describe('An IELTS payment');
export type PaymentJson = z.infer<typeof paymentSchema>;

/** What a payment is for, in the reader's language, by its package and format (`4_skills:computer`). */
const EXAM_TYPES: Record<string, Record<Lang, string>> = {
  '4_skills:computer': { vi: 'IELTS 4 kỹ năng — thi trên máy tính', en: 'IELTS 4 skills — computer' },
  '4_skills:paper': { vi: 'IELTS 4 kỹ năng — thi trên giấy', en: 'IELTS 4 skills — paper' },
  '3_skills:computer': {
    vi: 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên máy tính',
    en: 'IELTS 3 skills (L, R, W) — computer',
  },
  '3_skills:paper': {
    vi: 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên giấy',
    en: 'IELTS 3 skills (L, R, W) — paper',
  },
};
/** Payments made before the key was stored kept the label of the day, in either language. */
const EXAM_TYPE_OF_LABEL = new Map(
  Object.entries(EXAM_TYPES).flatMap(([key, labels]) => [
    [labels.vi, key],
    [labels.en, key],
  ]),
);

const examTypeKey = (stored: string) => (EXAM_TYPES[stored] ? stored : EXAM_TYPE_OF_LABEL.get(stored));

export function examTypeLabel(stored: string, lang: Lang): string {
  const key = examTypeKey(stored);
  return key ? EXAM_TYPES[key]![lang] : stored;
}

/** The package and format a payment is for (`4_skills:computer`), or nulls for a label of no known key. */
function examTypeParts(stored: string) {
  const [pkg, format] = (examTypeKey(stored) ?? '').split(':') as [string, string | undefined];
  return {
    exam_skill_package: (SKILL_PACKAGES as readonly string[]).includes(pkg)
      ? (pkg as (typeof SKILL_PACKAGES)[number])
      : null,
    exam_format: (EXAM_FORMATS as readonly string[]).includes(format ?? '')
      ? (format as (typeof EXAM_FORMATS)[number])
      : null,
  };
}

export function presentPayment(v: PaymentView, now: Date, lang: Lang): PaymentJson {
  const p = v.payment;
  return {
    id: p.id,
    invoice: p.invoice,
    candidate_id: p.candidateId,
    registration_id: p.registrationId,
    exam_type: examTypeLabel(p.examType, lang),
    ...examTypeParts(p.examType),
    unit_price: p.unitPrice,
    discount: p.discount,
    amount: p.amount,
    status: p.status,
    method: p.method,
    promotion_code: v.code ? presentPromotionCode(v.code, now) : null,
    paid_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    transfer: transferOf(p),
  };
}
