import type {
  EnergyHistory,
  EnergyStep,
  ExportFormat,
  ExportResolution,
  HistoryHealth,
  HistoryImportResult,
  HistoryRecords,
  HistorySettings,
  PowerHistory,
} from '@dtu-web/protocol';
import { endpointUrl, endpoints } from '@dtu-web/protocol';
import { api } from '../api/index.ts';
import { withGateway } from '../gateway/index.ts';

/**
 * The calls of companion-api §2, for the page's gateway (`/g/<id>/…`), or for `gateway` when given
 * (the fleet level adds up every gateway's rows); unscoped, the companion answers for its first one.
 */
function scoped(path: string, gateway?: string): string {
  return gateway === undefined ? withGateway(path) : withGateway(path, { id: gateway, base: '' });
}

export function fetchPower(day: string, signal?: AbortSignal, gateway?: string): Promise<PowerHistory> {
  return api.get<PowerHistory>(scoped(endpointUrl(endpoints.historyPower, { day }), gateway), signal);
}

export function fetchEnergy(
  from: string,
  to: string,
  step: EnergyStep,
  signal?: AbortSignal,
  gateway?: string,
): Promise<EnergyHistory> {
  return api.get<EnergyHistory>(
    scoped(endpointUrl(endpoints.historyEnergy, { from, to, step }), gateway),
    signal,
  );
}

export function fetchRecords(signal?: AbortSignal): Promise<HistoryRecords> {
  return api.get<HistoryRecords>(scoped(endpoints.historyRecords.path), signal);
}

export function fetchSettings(signal?: AbortSignal, gateway?: string): Promise<HistorySettings> {
  return api.get<HistorySettings>(scoped(endpoints.historySettings.path, gateway), signal);
}

export function fetchHealth(days: number, signal?: AbortSignal): Promise<HistoryHealth> {
  return api.get<HistoryHealth>(scoped(endpointUrl(endpoints.historyHealth, { days: String(days) })), signal);
}

export function exportPath(
  from: string,
  to: string,
  format: ExportFormat,
  resolution: ExportResolution,
): string {
  return scoped(endpointUrl(endpoints.historyExport, { from, to, format, resolution }));
}

/** The download's file name from Content-Disposition, else ours. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * Fetches an export with the app's credentials (a plain link would carry none) and hands it to the
 * browser as a download.
 */
export async function downloadExport(
  from: string,
  to: string,
  format: ExportFormat,
  resolution: ExportResolution,
): Promise<void> {
  const response = await api.request(exportPath(from, to, format, resolution));
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), `history-${from}-${to}.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download holds its own reference once the click has been handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}

/**
 * POST /api/x/history/import (admin): the CSV as the body. `dryRun`: nothing is stored; the answer
 * shows the first lines as the companion read them (`preview`, `unit`).
 */
export async function importYields(csv: Blob, dryRun = false): Promise<HistoryImportResult> {
  const response = await api.request(scoped(`${endpoints.historyImport.path}${dryRun ? '?dry_run=1' : ''}`), {
    method: 'POST',
    body: new Blob([csv], { type: 'text/csv' }),
  });
  return (await response.json()) as HistoryImportResult;
}
