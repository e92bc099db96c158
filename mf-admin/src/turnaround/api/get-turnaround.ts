/** GET /api/reports/turnaround — turnaround figures over a period (admins), and the address of the same as CSV. */
import { useApi, type ApiResponse } from 'shared-api';

export const TURNAROUND_PATH = '/api/reports/turnaround' as const;
/** The CSV download (a plain link, as the earnings statement's: the session cookie authorises it). */
export const TURNAROUND_CSV_PATH = '/api/reports/turnaround.csv' as const;

export type TurnaroundReport = ApiResponse<typeof TURNAROUND_PATH, 'get'>;
export type TurnaroundGroup = TurnaroundReport['groups'][number];

/** UTC days, both included. */
export interface TurnaroundPeriod {
  from: string;
  to: string;
}

export const turnaroundCsvUrl = ({ from, to }: TurnaroundPeriod) => `${TURNAROUND_CSV_PATH}?${new URLSearchParams({ from, to })}`;

/** Silent: the screen shows the server's message in place, with Retry. */
export const useTurnaround = ({ from, to }: TurnaroundPeriod) =>
  useApi(TURNAROUND_PATH, { query: { from, to } }, { silent: true });
