/**
 * The bars of a Code 128 barcode, for drawing on a PDF.
 *
 * Why a library: Code 128 chooses between code sets (B for text, C for pairs of digits), shifts
 * between them and ends with a modulo-103 check symbol; a hand-written encoder is easy to get subtly
 * wrong and a wrong barcode only shows at the scanner. bwip-js (a maintained, MIT-licensed port of
 * Barcode Writer in Pure PostScript, with no native parts) encodes it. We take only the bar widths it
 * computes and draw them as vector rectangles, so the label prints sharp at any printer resolution.
 */
// The Node build, named explicitly: the package's root export only carries types under a 'node' condition.
import bwipjs from 'bwip-js/node';

export interface Bars {
  /** Each bar's start and width, in modules (the narrowest bar's width). */
  bars: { x: number; width: number }[];
  /** The symbol's width in modules, without quiet zones. */
  modules: number;
}

export function code128Bars(text: string): Bars {
  const [symbol] = bwipjs.raw('code128', text, { includetext: false });
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 encoding gave no bars');
  // sbs alternates bar and space widths, starting with a bar.
  const bars: Bars['bars'] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, modules: x };
}
