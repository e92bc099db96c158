// The studio calendar (issue 24): GET /api/calendar?from&to — the planned launches and the jobs due in a range of
// days, for PMs (their projects) and admins (every project).
import { Type } from '@sinclair/typebox';
import { JOB_STATUSES, PROJECT_STATUSES } from '../db/types';
import { JOB_TYPES } from '../domain/roles';
import { DateTime, Id, ref, responses, stringEnum } from './common';

export const CalendarLaunch = Type.Object(
  {
    projectId: Id,
    projectTitle: Type.String(),
    projectStatus: stringEnum(PROJECT_STATUSES),
    platform: stringEnum(['fb', 'yt'] as const),
    /** The planned launch day (YYYY-MM-DD). */
    date: Type.String({ format: 'date' }),
  },
  { $id: 'CalendarLaunch', title: 'CalendarLaunch' },
);

export const CalendarJob = Type.Object(
  {
    _id: Id,
    projectId: Id,
    projectTitle: Type.String(),
    jobType: stringEnum(JOB_TYPES),
    title: Type.String(),
    status: stringEnum(JOB_STATUSES),
    dueAt: DateTime,
  },
  { $id: 'CalendarJob', title: 'CalendarJob' },
);

export const CALENDAR_NAMED_SCHEMAS = [CalendarLaunch, CalendarJob];

/** The longest range one call reads: six weeks and a bit, so a month view is one call. */
export const MAX_CALENDAR_DAYS = 62;
/** At most this many items of each kind per call; `truncated` says when a range held more. */
export const CALENDAR_LIMIT = 500;

export const CalendarSchema = {
  operationId: 'getCalendar',
  tags: ['calendar'],
  summary: 'The planned launches and the jobs due from one day to another (PMs: their projects; admins: all)',
  description:
    'Days are calendar days (YYYY-MM-DD), both included, at most 62 apart. Launches are those planned on a day of ' +
    'the range; jobs those due within it in any time zone (the reader places each by its own clock). Trashed ' +
    'projects are left out. At most 500 of each, soonest first; `truncated` says when there were more.',
  querystring: Type.Object({
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
  }),
  response: responses({
    200: Type.Object({
      launches: Type.Array(ref(CalendarLaunch)),
      jobs: Type.Array(ref(CalendarJob)),
      truncated: Type.Boolean(),
    }),
  }),
};
