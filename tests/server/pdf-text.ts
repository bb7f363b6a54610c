/**
 * The text and page sizes of a PDF made by pdfkit, for tests: its content streams inflated and the
 * strings of their text operators joined, one text object per line. Enough for pdfkit's output
 * (standard fonts, hex strings, FlateDecode); not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

/** The decoded content streams of `pdf`. */
function contentStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const stream = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = stream.exec(raw); m; m = stream.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      out.push((m[1]!.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1'));
    } catch {
      // Not a content stream pdfkit compressed (an image, a font): nothing to read.
    }
  }
  return out;
}

const hexText = (hex: string) =>
  (hex.replace(/\s/g, '').match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join('');

/** The text of `pdf`: each text object's strings run together, text objects on lines of their own. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    const objects = content.match(/BT[^]*?ET/g) ?? [];
    for (const object of objects) {
      const strings = object.match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        strings
          .map((s) => (s.startsWith('<') ? hexText(s.slice(1, -1)) : s.slice(1, -1).replace(/\\(.)/g, '$1')))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

/** Each page's size in points, [width, height], in page order. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/Type \/Page\b[^]*?\/MediaBox \[([\d.\s]+)\]/g)].map((m) => {
    const [, , w, h] = m[1]!.trim().split(/\s+/).map(Number);
    return [w!, h!];
  });
}
