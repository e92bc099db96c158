/**
 * /app/projects/calendar (issue 24): the studio calendar for PMs (their projects) and admins (all) — the planned
 * launches (Mark as Ready records them) and the jobs due, by day, a month or a week at a time. Wide, a grid of
 * weeks; up to 600 px, the same period as a list of the days that hold something (no sideways scrolling on a phone).
 * Each item opens its project or its job. Jobs sit on the reader's own day of their due time; late ones (due and not
 * completed) are marked.
 */
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isPm, useSession } from 'shared-api';
import {
  Badge,
  Button,
  EmptyState,
  ErrorPanel,
  formatDay,
  formatMonth,
  formatTime,
  formatWeekday,
  Loading,
  ScreenHeading,
} from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import { prefetchesProjectPage } from '../project-page';
import { useCalendar, type CalendarItems, type CalendarJob } from './api/get-calendar';
import { CALENDAR_VIEWS, dayKey, dayOf, localDayOf, shiftDay, viewOf, visibleDays, type CalendarView } from './calendar-days';
import './strings';

/** Up to this width the period is a list of days instead of a grid of weeks. */
const LIST_WIDTH = '600px';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const PeriodTitle = styled.h2`
  margin: 0;
  flex: 1 1 12rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;
const Weekdays = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  @media (max-width: ${LIST_WIDTH}) {
    display: none;
  }
`;
const Days = styled.ol<{ $view: CalendarView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  > li {
    min-width: 0;
    min-height: ${({ $view }) => ($view === 'month' ? '6.5rem' : '14rem')};
    padding: ${({ theme }) => theme.space.xs};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  > li[data-outside] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .day-number {
    display: inline-block;
    min-width: 1.75rem;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > li[data-today] .day-number {
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* The day's full name: read out in the grid, shown in the list. */
  .day-name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (max-width: ${LIST_WIDTH}) {
    display: block;
    border: none;
    > li {
      min-height: 0;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-right: none;
    }
    > li[data-empty] {
      display: none;
    }
    .day-number {
      display: none;
    }
    .day-name {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
      white-space: normal;
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;
const Items = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: block;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  a[data-kind='launch'] {
    background: ${({ theme }) => theme.tones.success.bg};
    color: ${({ theme }) => theme.tones.success.fg};
  }
  a[data-kind='job'] {
    background: ${({ theme }) => theme.tones.info.bg};
    color: ${({ theme }) => theme.tones.info.fg};
  }
  a[data-late] {
    background: ${({ theme }) => theme.tones.danger.bg};
    color: ${({ theme }) => theme.tones.danger.fg};
  }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A job still to be delivered after its due time. */
const isLate = (job: CalendarJob, now: number) => job.status !== 'completed' && Date.parse(job.dueAt) < now;

export function CalendarScreen() {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const anchor = dayOf(params.get('date'));
  const days = visibleDays(view, anchor);
  const range = { from: dayKey(days[0]), to: dayKey(days[days.length - 1]) };
  const allowed = isPm(user);
  const calendar = useCalendar(allowed ? range : null);

  const show = (nextView: CalendarView, day: Date) => setParams({ view: nextView, date: dayKey(day) });
  const period =
    view === 'month'
      ? formatMonth(anchor)
      : t('calendar.weekOf', { first: formatDay(days[0]), last: formatDay(days[days.length - 1]) });

  if (!allowed) {
    return (
      <Page>
        <ScreenHeading>{t('calendar.heading')}</ScreenHeading>
        <EmptyState message={t('calendar.pmsOnly')} />
      </Page>
    );
  }
  return (
    <Page>
      <ScreenHeading note={t('calendar.note')}>{t('calendar.heading')}</ScreenHeading>
      <Toolbar>
        <PeriodTitle id="calendar-period" aria-live="polite">
          {period}
        </PeriodTitle>
        <Group role="group" aria-label={t('calendar.period')}>
          <Button size="sm" variant="secondary" onClick={() => show(view, shiftDay(view, anchor, -1))}>
            {view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => show(view, new Date())}>
            {t('calendar.today')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => show(view, shiftDay(view, anchor, 1))}>
            {view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
          </Button>
        </Group>
        <Group role="group" aria-label={t('calendar.views')}>
          {CALENDAR_VIEWS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === view ? 'primary' : 'secondary'}
              aria-pressed={option === view}
              onClick={() => show(option, anchor)}
            >
              {t(`calendar.${option}`)}
            </Button>
          ))}
        </Group>
      </Toolbar>
      {calendar.error ? (
        <ErrorPanel message={calendar.error.message} onRetry={() => void calendar.mutate()} />
      ) : !calendar.data ? (
        <Loading />
      ) : (
        <Period view={view} days={days} anchor={anchor} items={calendar.data} period={period} />
      )}
    </Page>
  );
}

function Period({
  view,
  days,
  anchor,
  items,
  period,
}: {
  view: CalendarView;
  days: Date[];
  anchor: Date;
  items: CalendarItems;
  period: string;
}) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const today = dayKey(new Date());
  const now = Date.now();
  const launchesOn = groupBy(items.launches, (launch) => launch.date);
  const jobsOn = groupBy(items.jobs, (job) => localDayOf(job.dueAt));
  const month = anchor.getMonth();
  const empty = items.launches.length === 0 && items.jobs.length === 0;
  return (
    <>
      {items.truncated && <Note role="status">{t('calendar.truncated')}</Note>}
      {empty && <Note>{t('calendar.nothing')}</Note>}
      <Weekdays aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <span key={dayKey(day)}>{formatWeekday(day)}</span>
        ))}
      </Weekdays>
      <Days $view={view} aria-label={t('calendar.days', { period })}>
        {days.map((day) => {
          const key = dayKey(day);
          const launches = launchesOn.get(key) ?? [];
          const jobs = jobsOn.get(key) ?? [];
          return (
            <li
              key={key}
              data-today={key === today || undefined}
              data-outside={(view === 'month' && day.getMonth() !== month) || undefined}
              data-empty={(launches.length === 0 && jobs.length === 0) || undefined}
            >
              <span className="day-number" aria-hidden="true">
                {day.getDate()}
              </span>
              <span className="day-name">{formatDay(day)}</span>
              {(launches.length > 0 || jobs.length > 0) && (
                <Items>
                  {launches.map((launch) => (
                    <li key={`launch-${launch.projectId}-${launch.platform}`}>
                      <Link to={`/app/projects/${launch.projectId}`} data-kind="launch" {...prefetchesProjectPage}>
                        {t(`calendar.launch.${launch.platform}`)}: {launch.projectTitle}
                      </Link>
                    </li>
                  ))}
                  {jobs.map((job) => {
                    const late = isLate(job, now);
                    return (
                      <li key={job._id}>
                        <Link
                          to={`/app/projects/${job.projectId}/jobs/${job._id}`}
                          data-kind="job"
                          data-late={late || undefined}
                          {...prefetchesProjectPage}
                        >
                          {t('calendar.due', { time: formatTime(job.dueAt) })}{' '}
                          {labels(`jobType.${job.jobType}`, { defaultValue: job.jobType })}
                          {job.title ? `: ${job.title}` : ''} · {job.projectTitle}
                          {late && (
                            <>
                              {' '}
                              <Badge tone="danger">{t('calendar.late')}</Badge>
                            </>
                          )}
                        </Link>
                      </li>
                    );
                  })}
                </Items>
              )}
            </li>
          );
        })}
      </Days>
    </>
  );
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
