import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FixedResizeObserver } from '../../../test/historyFixtures.ts';
import { loadStrings } from '../../../test/i18n.ts';
import { formatters } from '../../../lib/i18n/index.ts';
import { axisFormat } from '../../../lib/units.ts';
import { widestText } from '../../../lib/chart/textWidth.ts';
import { BarChart, type Bar } from './BarChart.tsx';

beforeAll(async () => {
  await loadStrings();
  globalThis.ResizeObserver = FixedResizeObserver;
});

const en = formatters('en');

function renderBars(kwh: readonly number[]): string[] {
  const bars: Bar[] = kwh.map((value, i) => ({
    key: String(i),
    label: String(i + 1),
    title: `Day ${String(i + 1)}`,
    values: [value],
  }));
  render(
    <BarChart
      bars={bars}
      series={[{ id: 'plant', name: 'Plant', colour: 'currentColor' }]}
      label="Energy"
      formatValue={(value) => `${String(value)} kWh`}
      tickFormat={(top, step) => {
        const inWh = axisFormat(en, top * 1000, step * 1000, 'energy');
        return (value) => inWh(value * 1000);
      }}
    />,
  );
  return [...document.querySelectorAll('svg text[text-anchor="end"]')].map((label) => {
    // Right-aligned at x: the label reaches from x minus its width to x.
    const reach = Number(label.getAttribute('x')) - widestText([label.textContent], 12);
    return reach >= 0 ? '' : `${label.textContent} starts at ${reach.toFixed(1)} px`;
  });
}

describe('the bar chart’s value axis', () => {
  it('makes room for its longest label: "100 kWh" keeps its first digit (issue 29)', () => {
    const labels = renderBars([40, 150, 90]);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.filter(Boolean)).toEqual([]);
  });

  it('makes room for megawatt-hours with a decimal ("2.0 MWh")', () => {
    const labels = renderBars([300, 1_700, 1_100]);
    expect(labels.filter(Boolean)).toEqual([]);
  });
});
