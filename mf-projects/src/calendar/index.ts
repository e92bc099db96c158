/** The studio calendar (issue 24): its route, for AppRoutes. */
export { CalendarRoute } from './CalendarRoute';
