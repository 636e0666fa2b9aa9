/** `dist/qr.svg`: a QR code of the site's address, as a small SVG for a printed CV. */
import QRCode from 'qrcode';

export const QR_FILE = 'qr.svg';

/** The code drawn black on white with a quiet zone, error correction M (survives a smudge). */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
