/**
 * Barcodes drawn on PDFs: Code 128 (tracking numbers, RMA numbers, licence plates) and GS1-128
 * (SSCC carton and pallet labels).
 *
 * Why a library: Code 128 chooses between code sets (B for text, C for pairs of digits), shifts
 * between them and ends with a modulo-103 check symbol; GS1-128 adds FNC1 and per-AI rules. A
 * hand-written encoder is easy to get subtly wrong and a wrong barcode only shows at the scanner.
 * bwip-js (a maintained, MIT-licensed port of Barcode Writer in Pure PostScript, with no native parts)
 * encodes them, and its GS1 linter refuses a wrong check digit. We take only the bar widths it
 * computes and draw them as vector rectangles, so labels print sharp at any printer resolution.
 */
// The Node build, named explicitly: the package's root export only carries types under a 'node' condition.
import bwipjs from 'bwip-js/node';

export interface Bars {
  /** Each bar's start and width, in modules (the narrowest bar's width). */
  bars: { x: number; width: number }[];
  /** The symbol's width in modules, without quiet zones. */
  modules: number;
}

function barsOf(encoder: 'code128' | 'gs1-128', text: string): Bars {
  const [symbol] = bwipjs.raw(encoder, text, { includetext: false });
  if (!symbol || !('sbs' in symbol)) throw new Error(`${encoder} encoding gave no bars`);
  // sbs alternates bar and space widths, starting with a bar.
  const bars: Bars['bars'] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, modules: x };
}

export const code128Bars = (text: string): Bars => barsOf('code128', text);

/** `barcode` is the bracketed element string of src/domain/gs1.ts ('(00)106141412345678908'). */
export const gs1_128Bars = (barcode: string): Bars => barsOf('gs1-128', barcode);

/**
 * Draws `bars`, `height` points tall, centred in [x, x + width], with ten modules of quiet zone each
 * side and a module no narrower than 1 pt (so 203 dpi label printers and scanners read it) nor wider
 * than `maxModule`. Answers the module width used.
 */
export function drawBars(
  doc: PDFKit.PDFDocument,
  { bars, modules }: Bars,
  x: number,
  y: number,
  width: number,
  height: number,
  maxModule = 2.2,
): number {
  const module = Math.max(1, Math.min(maxModule, width / (modules + 20)));
  const left = x + (width - modules * module) / 2;
  doc.fillColor('#000000');
  for (const bar of bars) doc.rect(left + bar.x * module, y, bar.width * module, height).fill();
  return module;
}
