// /api/calendar (issue 24): the studio calendar's items for a range of days — planned launches and jobs due — for
// PMs (the projects they manage) and admins (every project). Read-only: who (403) → the range (400) → read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarRange } from '../../../domain/calendar';
import { authorize } from '../../../policies';
import { calendarJobs, calendarLaunches } from '../../../repositories/calendar';
import { CALENDAR_LIMIT, CalendarSchema, MAX_CALENDAR_DAYS } from '../../../schemas/calendar';
import { currentUser } from '../../current-user';

export const CALENDAR_FOR_PMS = 'The calendar is for project managers and admins';

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: CalendarSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readCalendar', 'studio', null, CALENDAR_FOR_PMS);
    const range = calendarRange(request.query.from, request.query.to, MAX_CALENDAR_DAYS);
    const [launches, jobs] = await Promise.all([
      calendarLaunches(app.db, actor, range.days, CALENDAR_LIMIT + 1),
      calendarJobs(app.db, actor, range.instants, CALENDAR_LIMIT + 1),
    ]);
    return {
      launches: launches.slice(0, CALENDAR_LIMIT).map((row) => ({
        projectId: row.project_id,
        projectTitle: row.title,
        projectStatus: row.status,
        platform: row.platform,
        date: row.date,
      })),
      jobs: jobs.slice(0, CALENDAR_LIMIT).map((row) => ({
        _id: row.id,
        projectId: row.project_id,
        projectTitle: row.project_title,
        jobType: row.job_type as never,
        title: row.title,
        status: row.status,
        dueAt: new Date(row.due_at).toISOString(),
      })),
      truncated: launches.length > CALENDAR_LIMIT || jobs.length > CALENDAR_LIMIT,
    };
  });
};

export default calendarRoutes;
