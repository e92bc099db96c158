import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messageOf } from 'shared-api';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  lastDays,
  Loading,
  PeriodFields,
  ScreenHeading,
  TableScroll,
  useDayPeriod,
} from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import { turnaroundCsvUrl, useTurnaround, type TurnaroundGroup, type TurnaroundReport } from './api/get-turnaround';

// Chart.js loads only when the figures are on screen: no other screen carries it.
const TurnaroundChart = lazy(() => import('./TurnaroundChart'));

const SPANS = ['openToClaimed', 'claimedToSubmitted', 'submittedToApproved', 'rounds'] as const;
type Spread = NonNullable<TurnaroundGroup['rounds']>;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
`;

/** Hours and rounds as the server rounds them: two decimals at most. */
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function SpreadCell({ spread, unit }: { spread: Spread | null; unit: 'hours' | 'rounds' }) {
  const t = useAdminT();
  if (!spread) return <td data-number>{t('turnaround.none')}</td>;
  return (
    <td data-number>
      {t(`turnaround.${unit}`, { value: decimal.format(spread.median) })}
      <Small>{t('turnaround.p90', { value: decimal.format(spread.p90) })}</Small>
      <Small>{t('turnaround.jobs', { count: spread.count })}</Small>
    </td>
  );
}

function Figures({ report }: { report: TurnaroundReport }) {
  const t = useAdminT();
  const labels = useLabelsT();
  if (report.groups.length === 0 && report.people.length === 0) return <EmptyState message={t('turnaround.empty')} />;
  return (
    <>
      <h2>{t('turnaround.byType')}</h2>
      {report.groups.length > 0 && (
        <Suspense fallback={<Loading />}>
          <TurnaroundChart groups={report.groups} />
        </Suspense>
      )}
      <TableScroll label={t('turnaround.byType')}>
        <DataTable>
          <caption className="visually-hidden">{t('turnaround.byTypeCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('turnaround.jobType')}</th>
              {SPANS.map((span) => (
                <th scope="col" key={span}>
                  {t(`turnaround.span.${span}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.groups.map((group) => (
              <tr key={`${group.jobType}-${group.level}`}>
                <th scope="row">
                  {labels(`jobType.${group.jobType}`)}
                  <Small>{t('turnaround.stars', { count: group.level })}</Small>
                </th>
                {SPANS.map((span) => (
                  <SpreadCell key={span} spread={group[span]} unit={span === 'rounds' ? 'rounds' : 'hours'} />
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
      <h2>{t('turnaround.byPerson')}</h2>
      {report.people.length === 0 ? (
        <EmptyState message={t('turnaround.noApprovals')} />
      ) : (
        <TableScroll label={t('turnaround.byPerson')}>
          <DataTable>
            <caption className="visually-hidden">{t('turnaround.byPersonCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('turnaround.person')}</th>
                <th scope="col">{t('turnaround.approved')}</th>
                <th scope="col">{t('turnaround.onTime')}</th>
                <th scope="col">{t('turnaround.roundsPerJob')}</th>
              </tr>
            </thead>
            <tbody>
              {report.people.map((person) => (
                <tr key={person.user._id}>
                  <th scope="row">{person.user.name}</th>
                  <td data-number>{person.approved}</td>
                  <td data-number>
                    {person.onTimeRate === null ? (
                      t('turnaround.noDueDates')
                    ) : (
                      <>
                        {t('turnaround.rate', { value: Math.round(person.onTimeRate * 100) })}
                        <Small>{t('turnaround.onTimeOf', { onTime: person.onTime, withDue: person.withDue })}</Small>
                      </>
                    )}
                  </td>
                  <td data-number>
                    {decimal.format(person.roundsPerJob)}
                    <Small>{t('turnaround.roundsTotal', { count: person.rounds })}</Small>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </>
  );
}

/** /app/users/turnaround: how fast jobs move, per job type and star level and per person, over a period (admins). */
export default function TurnaroundScreen() {
  const t = useAdminT();
  // The last 30 days by default.
  const [period, setPeriod] = useDayPeriod(lastDays(30));
  const report = useTurnaround(period);
  return (
    <section aria-labelledby="turnaround-heading">
      <ScreenHeading id="turnaround-heading" aside={<Link to="/app/users">{t('turnaround.users')}</Link>}>
        {t('turnaround.heading')}
      </ScreenHeading>
      <p>{t('turnaround.intro')}</p>
      <Controls>
        <PeriodFields period={period} onChange={setPeriod} fromLabel={t('turnaround.from')} toLabel={t('turnaround.to')} />
        <a href={turnaroundCsvUrl(period)} download>
          {t('turnaround.csv')}
        </a>
      </Controls>
      {report.error ? (
        <ErrorPanel message={messageOf(report.error)} onRetry={() => void report.mutate()} />
      ) : !report.data ? (
        <Loading />
      ) : (
        <Figures report={report.data} />
      )}
    </section>
  );
}
