import { withFieldErrors } from '../../errors.js';
import type {
  BankStatementReportResolvers,
  BankStatementTransferResolvers,
  IeltsPaymentResolvers,
  IeltsPaymentTransferResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';
import { text } from './input.js';
import { candidateOf } from './registrants.js';

export const IeltsPayment: IeltsPaymentResolvers = {
  candidate: (p, _, ctx) => candidateOf(p.candidate_id, ctx),
  registrationId: (p) => p.registration_id,
  examType: (p) => p.exam_type,
  examSkillPackage: (p) => p.exam_skill_package,
  examFormat: (p) => p.exam_format,
  unitPrice: (p) => p.unit_price,
  promotionCode: (p) => p.promotion_code,
  paidAt: (p) => p.paid_at,
  createdAt: (p) => p.created_at,
};

export const IeltsPaymentTransfer: IeltsPaymentTransferResolvers = {
  bankName: (t) => t.bank_name,
  bankBin: (t) => t.bank_bin,
  accountNumber: (t) => t.account_number,
  accountHolder: (t) => t.account_holder,
  qrPayload: (t) => t.qr_payload,
};

export const BankStatementReport: BankStatementReportResolvers = {
  dryRun: (r) => r.dry_run,
};

export const BankStatementTransfer: BankStatementTransferResolvers = {
  paymentId: (r) => r.payment_id,
  invoiceAmount: (r) => r.invoice_amount,
};

export const ieltsPaymentQueries: QueryResolvers = {
  ieltsPayments: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/payment/', {
      query: {
        ...paging,
        status: filter?.status ?? undefined,
        exam_date_ids: idFilter(filter?.examDateIds, 'filter.examDateIds'),
        search: text(filter?.search),
      },
    });
    return toPage(json, paging);
  },
};

export const ieltsPaymentMutations: MutationResolvers = {
  confirmIeltsPayment: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      payment: await ctx.rest.post('ielt/payment/{id}/confirm', {
        params: { id: toId(input.paymentId, 'paymentId') },
        body: { amount: input.amount, method: input.method ?? 'bank_transfer' },
      }),
    })),

  importBankStatement: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      report: await ctx.rest.post('ielt/payment/statement', {
        body: { filename: input.filename, content: input.content, dry_run: input.dryRun ?? true },
      }),
    })),

  refundIeltsPayment: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      payment: await ctx.rest.post('ielt/payment/{id}/refund', {
        params: { id: toId(input.paymentId, 'paymentId') },
      }),
    })),
};
