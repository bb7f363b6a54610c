/**
 * The value axis of a bar chart of counts: a top a little above the largest value, on a round step
 * (1, 2, 2.5 or 5 times a power of ten, never below 1: counts are whole), and the ticks up to it.
 * The top is never below targetTicks.
 */
export interface ChartScale {
  top: number;
  ticks: number[];
}

export function niceScale(max: number, targetTicks = 4): ChartScale {
  // Small counts keep a step of 1 up to targetTicks, so a single 1 is a short bar, not a full one.
  if (!(max > targetTicks))
    return { top: targetTicks, ticks: Array.from({ length: targetTicks + 1 }, (_, i) => i) };
  const rough = max / targetTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = Math.max(
    1,
    multiples.map((m) => m * power).find((s) => s >= rough)!,
  );
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}
