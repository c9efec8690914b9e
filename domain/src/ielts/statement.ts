/**
 * Bank statements against IELTS invoices (docs/design.md section 10, "Payment"): the transfer content is the
 * invoice number (`INV-<year>-<6 digits>`), but banks strip punctuation, change case and insert spaces, so a
 * statement's description is read without them.
 */

/** Uppercase letters and digits only: `ck inv 2026-000123` → `CKINV2026000123`. */
export const foldTransferText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * The invoice numbers a transfer's description names, in the invoices' own form, each once, in order. The
 * number's parts have fixed widths, so digits the bank glued after it (a phone number) are not read into it.
 */
export function invoicesInTransferText(description: string): string[] {
  const found = new Set<string>();
  for (const m of foldTransferText(description).matchAll(/INV(\d{4})(\d{6})/g))
    found.add(`INV-${m[1]}-${m[2]}`);
  return [...found];
}

/**
 * An amount as a bank writes it, in whole dong: `4037000`, `4,037,000`, `4.037.000`, `4 037 000 VND`,
 * `4037000.00`. Null when it is not a positive whole number of dong.
 */
export function statementAmount(text: string): number | null {
  let t = text
    .trim()
    .replace(/\s*(VND|VNĐ|đ|₫)$/i, '')
    .replace(/\s/g, '');
  // A decimal part of zeros (`.00`, `,00`) is dropped; any other is not whole dong.
  t = t.replace(/[.,]0{1,2}$/, '');
  if (!/^\+?\d{1,3}([.,]\d{3})*$|^\+?\d+$/.test(t)) return null;
  const n = Number(t.replace(/[+.,]/g, ''));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
