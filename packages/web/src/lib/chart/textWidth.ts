/**
 * The width an axis label takes, so a chart's margin holds its longest label whole ("100 kWh",
 * "2,5 MWh" in a wide system font) instead of cutting its first digit off at a fixed margin.
 */
let context: OffscreenCanvasRenderingContext2D | null | undefined;

/** A wide font's width of a character, relative to its size: used where nothing can be measured. */
const FALLBACK_EM = 0.68;

/** Widest of `texts` in px at `sizePx` in the page's own font family. */
export function widestText(texts: readonly string[], sizePx: number): number {
  if (context === undefined) {
    // An offscreen canvas measures without touching the page; where there is none (older Safari,
    // jsdom) the estimate serves.
    context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  }
  let widest = 0;
  if (context !== null) {
    context.font = `${String(sizePx)}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    for (const text of texts) widest = Math.max(widest, context.measureText(text).width);
  } else {
    for (const text of texts) widest = Math.max(widest, text.length * sizePx * FALLBACK_EM);
  }
  return widest;
}
