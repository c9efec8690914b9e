import { describe, expect, it } from 'vitest';
import { DEMO_ACADEMY_BANK, qrPngDataUrl, vietQrPayload } from './academy-bank.js';

/** EMVCo's CRC: CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), written independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMVCo TLV string to its fields (two-digit id, two-digit length, value). */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('vietQrPayload', () => {
  it('builds the published dynamic example of the NAPAS layout byte for byte', () => {
    // The library's published example: ACB (970416), account 257678859, 10,000 dong, "Chuyen tien".
    const payload = vietQrPayload(
      { bin: '970416', account: '257678859', name: 'ACB', holder: '' },
      10_000,
      'Chuyen tien',
    );
    expect(payload).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('carries the NAPAS fields and a CRC16-CCITT that checks', () => {
    const payload = vietQrPayload(DEMO_ACADEMY_BANK, 4_037_000, 'INV-2026-000123');
    const f = fields(payload);
    expect(f.get('00')).toBe('01');
    expect(f.get('01')).toBe('12');
    const merchant = fields(f.get('38')!);
    expect(merchant.get('00')).toBe('A000000727');
    const beneficiary = fields(merchant.get('01')!);
    expect(beneficiary.get('00')).toBe('970436');
    expect(beneficiary.get('01')).toBe('1023456789');
    expect(merchant.get('02')).toBe('QRIBFTTA');
    expect(f.get('53')).toBe('704');
    expect(f.get('54')).toBe('4037000');
    expect(f.get('58')).toBe('VN');
    expect(fields(f.get('62')!).get('08')).toBe('INV-2026-000123');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(f.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('draws the QR as a PNG data URL', async () => {
    const url = await qrPngDataUrl(vietQrPayload(DEMO_ACADEMY_BANK, 4_037_000, 'INV-2026-000123'));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
