import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * Reads back what a QR code PNG says (the mails' VietQR attachment): the PNG decoded here (8-bit greyscale or
 * colour, any filter), each module sampled at its centre and compared with the modules of the payload's QR
 * code. A test helper, so that "the attachment decodes to the payload" needs no QR reader package.
 */
export function decodePng(png: Buffer) {
  if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG');
  let at = 8;
  let width = 0,
    height = 0,
    colorType = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString();
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8) throw new Error('only 8-bit PNGs');
      colorType = body[9]!;
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType as 0 | 2 | 4 | 6];
  if (!channels) throw new Error(`colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  /** Whether the pixel is dark (its first channel below half). */
  const dark = (x: number, y: number) => pixels[y * stride + x * channels]! < 128;
  return { width, height, dark };
}

/** Whether a PNG draws exactly the QR code of `payload` (error correction and margin as `qrPngDataUrl`'s). */
export function pngShowsQr(png: Buffer, payload: string, margin = 2): boolean {
  const image = decodePng(png);
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
  const scale = image.width / (modules.size + 2 * margin);
  for (let row = -margin; row < modules.size + margin; row++)
    for (let col = -margin; col < modules.size + margin; col++) {
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const expected = inside && modules.get(row, col) === 1;
      const x = Math.floor((col + margin + 0.5) * scale);
      const y = Math.floor((row + margin + 0.5) * scale);
      if (image.dark(x, y) !== expected) return false;
    }
  return true;
}
