import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FixedResizeObserver } from '../test/historyFixtures.ts';
import { loadStrings } from '../test/i18n.ts';
import { TimeChart } from './TimeChart.tsx';

beforeAll(async () => {
  await loadStrings();
  globalThis.ResizeObserver = FixedResizeObserver;
});

const HOUR = 3_600_000;

describe('the shared power chart', () => {
  it('labels a plant of more than 10 kW in kW, every label whole (issue 29: not “0,000 W”)', () => {
    const points = Array.from({ length: 13 }, (_, i): [number, number] => [i * HOUR, i * 1_000]);
    render(
      <TimeChart
        series={[{ id: 'plant', name: 'Plant', colour: 'currentColor', points }]}
        from={0}
        to={12 * HOUR}
        wall={(t) => t}
        label="Power"
        look={{ chart: 'history-chart', swatch: 'history-swatch' }}
      />,
    );
    const labels = [...document.querySelectorAll('svg text[text-anchor="end"]')].map(
      (each) => each.textContent,
    );
    expect(labels).toContain('10\u00a0kW');
    expect(labels.every((label) => /^\d+\u00a0kW$/.test(label) || label.includes(':'))).toBe(true);
    expect(labels.some((label) => label.includes(',000'))).toBe(false);
  });
});
