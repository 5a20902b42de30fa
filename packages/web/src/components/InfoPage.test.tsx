import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../test/i18n.ts';
import { InfoPage } from './InfoPage.tsx';
import { InfoCard, StatusBadge } from './InfoTable.tsx';
import { useElapsedSeconds } from './useElapsedSeconds.ts';
import { jsonResponse } from '../test/jsonResponse.ts';

interface Status {
  hostname: string;
  uptime: number;
}

/** A device answering each GET with the next of `answers` (a status or an HTTP error code). */
function device(...answers: (Status | number)[]) {
  const paths: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    paths.push(input instanceof Request ? input.url : input.toString());
    const answer = answers.shift() ?? 500;
    return Promise.resolve(
      typeof answer === 'number'
        ? new Response('', { status: answer, statusText: 'Internal Server Error' })
        : jsonResponse(JSON.stringify({ git_hash: 'v26.3.30', ...answer }), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return paths;
}

function Uptime({ seconds, since }: { seconds: number; since: number }) {
  return <span data-testid="uptime">{seconds + useElapsedSeconds(since)}</span>;
}

function show() {
  return render(
    <InfoPage<Status> title="System" path="/api/system/status">
      {(status, receivedAt) => (
        <InfoCard
          title="Firmware"
          rows={[
            ['Hostname', status.hostname],
            ['Uptime', <Uptime seconds={status.uptime} since={receivedAt} />],
            ['Radio', <StatusBadge value={false} yes="connected" no="not connected" bad />],
          ]}
        />
      )}
    </InfoPage>,
  );
}

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InfoPage', () => {
  it('shows a spinner, then the answer as a titled table; Reload asks again', async () => {
    const paths = device({ hostname: 'dtu-1', uptime: 5 }, { hostname: 'dtu-2', uptime: 9 });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const region = await screen.findByRole('region', { name: 'Firmware' });
    expect(region).toHaveTextContent('Hostnamedtu-1');
    expect(screen.getByRole('rowheader', { name: 'Radio' }).nextSibling).toHaveTextContent('not connected');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('dtu-2')).toBeInTheDocument();
    expect(paths).toEqual(['/api/system/status', '/api/system/status']);
  }, 15_000);

  it('shows a failed answer as an alert and recovers on Reload', async () => {
    device(500, { hostname: 'back', uptime: 1 });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The device did not answer as expected: Internal Server Error',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a value on from the moment the answer arrived', async () => {
    device({ hostname: 'dtu', uptime: 100 });
    show();
    const uptime = await screen.findByTestId('uptime');
    expect(Number(uptime.textContent)).toBeLessThanOrEqual(101);
    await waitFor(
      () => {
        expect(Number(uptime.textContent)).toBeGreaterThan(100);
      },
      { timeout: 3000 },
    );
  });
});
