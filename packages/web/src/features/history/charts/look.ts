import type { ChartLook } from '../../../components/TimeChart.tsx';

/** The History screen's chart classes (history.scss). */
export const HISTORY_LOOK: ChartLook = {
  chart: 'history-chart',
  plot: 'history-plot',
  legend: 'history-legend',
  swatch: 'history-swatch',
};
