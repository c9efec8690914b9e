import { describe, expect, it } from 'vitest';
import { foldTransferText, invoicesInTransferText, statementAmount } from './statement.js';

describe('invoicesInTransferText', () => {
  it('finds the invoice whatever the bank did to its case, dashes and spaces', () => {
    expect(invoicesInTransferText('INV-2026-000123')).toEqual(['INV-2026-000123']);
    expect(invoicesInTransferText('MBVCB.123.ck inv 2026 000123 tran minh thu')).toEqual(['INV-2026-000123']);
    expect(invoicesInTransferText('Inv2026-000123')).toEqual(['INV-2026-000123']);
  });

  it('does not read digits glued after the number into it, and names each invoice once', () => {
    expect(invoicesInTransferText('INV2026000123 0912345678')).toEqual(['INV-2026-000123']);
    expect(invoicesInTransferText('INV-2026-000123 INV-2026-000124 inv2026000123')).toEqual([
      'INV-2026-000123',
      'INV-2026-000124',
    ]);
  });

  it('finds nothing in a transfer that names no invoice', () => {
    expect(invoicesInTransferText('Hoc phi lop tieng Anh')).toEqual([]);
    expect(invoicesInTransferText('INV-26-123')).toEqual([]);
  });

  it('folds Vietnamese letters to their base', () => {
    expect(foldTransferText('Chuyển tiền INV-2026')).toBe('CHUYENTIENINV2026');
  });
});

describe('statementAmount', () => {
  it('reads the ways banks write whole dong', () => {
    for (const text of ['4037000', '4,037,000', '4.037.000', '4 037 000 VND', '4037000.00', '+4,037,000'])
      expect(statementAmount(text)).toBe(4_037_000);
  });

  it('refuses what is not a positive whole amount', () => {
    for (const text of ['', 'abc', '-4037000', '0', '4037000.5', '4,03,7000', '12/03/2026'])
      expect(statementAmount(text)).toBeNull();
  });
});
