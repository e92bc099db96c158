/** GET /api/calendar?from&to — the planned launches and the jobs due in a range of days (PMs: their projects; admins: all). */
import { useApi, type ApiResponse, type ApiSchemas } from 'shared-api';

export type CalendarLaunch = ApiSchemas['CalendarLaunch'];
export type CalendarJob = ApiSchemas['CalendarJob'];
export type CalendarItems = ApiResponse<'/api/calendar', 'get'>;

/** The items from `from` to `to` (calendar days, both included; at most 62 days at once); nothing read for null. */
export function useCalendar(range: { from: string; to: string } | null) {
  return useApi('/api/calendar', range ? { query: range } : null);
}
