/** Colour-blind-safe series colours (Okabe–Ito), readable on light and dark backgrounds. */
export const SERIES_COLOURS = [
  '#e69f00',
  '#56b4e9',
  '#009e73',
  '#d55e00',
  '#0072b2',
  '#cc79a7',
  '#f0e442',
  '#999',
];

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'gray';
}
