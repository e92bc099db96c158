/** GET /api/payments/statement — a user's earnings statement for a period (the caller's own; admins and the payment role anyone's). */
import { useApi } from 'shared-api';

export const STATEMENT_PATH = '/api/payments/statement' as const;
/** The same statement as a CSV download (a plain link: the session cookie authorises it). */
export const STATEMENT_CSV_PATH = '/api/payments/statement.csv' as const;

export interface StatementPeriod {
  from: string;
  to: string;
  /** null: the caller's own. */
  user: string | null;
}

const queryOf = ({ from, to, user }: StatementPeriod): { from: string; to: string; user?: string } =>
  user ? { from, to, user } : { from, to };

/** The CSV download's address for the period. */
export const statementCsvUrl = (period: StatementPeriod) =>
  `${STATEMENT_CSV_PATH}?${new URLSearchParams(queryOf(period) as Record<string, string>)}`;

/** Silent: the screen shows the server's message in place, with Retry. */
export function useStatement(period: StatementPeriod) {
  return useApi(STATEMENT_PATH, { query: queryOf(period) }, { silent: true });
}
