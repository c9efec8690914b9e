/**
 * The candidate's invoice as a PDF (issue 14), drawn in the browser with jsPDF. This module, jsPDF and the
 * font are loaded only when a candidate asks for an invoice (`import('./invoicePdf')`): none of it is in the
 * page's chunk. The font is DejaVu Sans (from npm, self-hosted): the PDF standard fonts have no Vietnamese
 * letters, DejaVu has them all; jsPDF embeds only the glyphs the invoice uses. An open invoice carries the
 * academy's account and its VietQR code (drawn by `qrcode`, loaded with this module).
 */
import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

export interface InvoiceLine {
  label: string;
  value: string;
}

export interface InvoiceContent {
  /** The academy's name, printed as the heading. */
  issuer: string;
  title: string;
  /** `Invoice no. INV-2026-0001`, already worded in the candidate's language. */
  number: string;
  /** Candidate, exam date, package, price, promotion, amount due, status: label and value, in order. */
  lines: InvoiceLine[];
  /** The amount due, worded and formatted (the last, bold line). */
  total: InvoiceLine;
  /** How to pay (transfer message, desk), one paragraph. */
  footer: string;
  /** An open invoice's bank transfer: the academy's account and the VietQR code to scan. */
  transfer?: { title: string; lines: InvoiceLine[]; qrPayload: string; caption: string } | undefined;
}

const FONT = 'DejaVuSans';

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < view.length; i += chunk) {
    binary += String.fromCharCode(...view.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The invoice document (A4, one page) with the given font bytes and, for a transfer, its QR code as a PNG. */
export function buildInvoice(content: InvoiceContent, font: ArrayBuffer, qrPng?: string): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.addFileToVFS(`${FONT}.ttf`, toBase64(font));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  doc.setProperties({ title: `${content.title} ${content.number}`, creator: content.issuer });

  const left = 20;
  const valueX = 80;
  let y = 24;
  doc.setFontSize(11);
  doc.setTextColor(219, 72, 72);
  doc.text(content.issuer, left, y);
  doc.setTextColor(0, 0, 0);
  y += 12;
  doc.setFontSize(20);
  doc.text(content.title, left, y);
  y += 8;
  doc.setFontSize(11);
  doc.text(content.number, left, y);
  y += 6;
  doc.setDrawColor(200, 200, 200);
  doc.line(left, y, 190, y);
  y += 10;
  for (const line of content.lines) {
    doc.setTextColor(90, 90, 90);
    doc.text(line.label, left, y);
    doc.setTextColor(0, 0, 0);
    const wrapped = doc.splitTextToSize(line.value, 190 - valueX) as string[];
    doc.text(wrapped, valueX, y);
    y += 8 * Math.max(1, wrapped.length);
  }
  doc.line(left, y - 3, 190, y - 3);
  y += 6;
  doc.setFontSize(14);
  doc.text(content.total.label, left, y);
  doc.text(content.total.value, 190, y, { align: 'right' });
  y += 16;
  doc.setFontSize(10);
  doc.setTextColor(90, 90, 90);
  const footer = doc.splitTextToSize(content.footer, 170) as string[];
  doc.text(footer, left, y);
  y += 5 * footer.length + 8;
  if (content.transfer) {
    doc.setTextColor(0, 0, 0);
    doc.setFontSize(13);
    doc.text(content.transfer.title, left, y);
    y += 8;
    if (qrPng) doc.addImage(qrPng, 'PNG', 140, y - 4, 50, 50);
    doc.setFontSize(11);
    for (const line of content.transfer.lines) {
      doc.setTextColor(90, 90, 90);
      doc.text(line.label, left, y);
      doc.setTextColor(0, 0, 0);
      doc.text(line.value, valueX - 20, y);
      y += 8;
    }
    doc.setFontSize(10);
    doc.setTextColor(90, 90, 90);
    doc.text(doc.splitTextToSize(content.transfer.caption, 110) as string[], left, y + 2);
  }
  return doc;
}

/** Fetches the font, draws the invoice and saves it as `<file>.pdf`. */
export async function downloadInvoice(content: InvoiceContent, file: string): Promise<void> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`The invoice font could not be loaded (${response.status})`);
  const qrPng = content.transfer
    ? await QRCode.toDataURL(content.transfer.qrPayload, { errorCorrectionLevel: 'M', margin: 1, width: 400 })
    : undefined;
  buildInvoice(content, await response.arrayBuffer(), qrPng).save(`${file}.pdf`);
}
