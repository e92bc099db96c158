import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, messageOf, useSession } from 'shared-api';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorPanel,
  formatDate,
  formatMoney,
  Loading,
  monthToDate,
  PeriodFields,
  PrintOnly,
  ScreenHeading,
  SideColumnLayout,
  TableScroll,
  useDayPeriod,
} from 'shared-ui';
import { useLabelsT, usePaymentsT } from '../i18n';
import { statementCsvUrl, useStatement, type StatementPeriod } from './api/get-statement';
import { Totals } from './money-layout';
import { PaymentsNav } from './PaymentsNav';
import { StaffFilter } from './StaffFilter';

const SHEET_ID = 'earnings-statement-sheet';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media print {
    display: none;
  }
`;

const Table = styled(DataTable)`
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`;

/** /app/payments/statement: a contributor's earnings for a period, printable on one A4 page and downloadable as CSV. */
export function StatementScreen() {
  const t = usePaymentsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  // This month so far by default; an admin's statement names its contributor (`?user=`, StaffFilter).
  const [days, setDays] = useDayPeriod(monthToDate);
  const [params] = useSearchParams();
  const period: StatementPeriod = { ...days, user: params.get('user') };
  const statement = useStatement(period);
  const data = statement.data;
  return (
    <SideColumnLayout>
      <PaymentsNav />
      <section aria-labelledby="statement-heading">
        <PrintOnly elementId={SHEET_ID} fontSize="8.5pt" />
        <ScreenHeading id="statement-heading">{t('statement.heading')}</ScreenHeading>
        <Controls>
          {isAdmin(user) && <StaffFilter />}
          <PeriodFields period={days} onChange={setDays} fromLabel={t('statement.from')} toLabel={t('statement.to')} />
          <Button onClick={() => window.print()} disabled={!data}>
            {t('statement.print')}
          </Button>
          <a href={statementCsvUrl(period)} download>
            {t('statement.csv')}
          </a>
        </Controls>
        {statement.error ? (
          <ErrorPanel message={messageOf(statement.error)} onRetry={() => void statement.mutate()} />
        ) : !data ? (
          <Loading />
        ) : (
          <div id={SHEET_ID}>
            <h2>{t('statement.of', { name: data.user.name })}</h2>
            <p>{t('statement.period', { from: formatDate(`${data.from}T00:00:00Z`), to: formatDate(`${data.to}T00:00:00Z`) })}</p>
            {data.lines.length === 0 ? (
              <EmptyState message={t('statement.empty')} />
            ) : (
              <TableScroll label={t('statement.lines')}>
                <Table>
                  <caption className="visually-hidden">{t('statement.lines')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('statement.date')}</th>
                      <th scope="col">{t('statement.project')}</th>
                      <th scope="col">{t('statement.job')}</th>
                      <th scope="col">{t('statement.level')}</th>
                      <th scope="col" data-number>
                        {t('statement.price')}
                      </th>
                      <th scope="col" data-number>
                        {t('statement.bonus')}
                      </th>
                      <th scope="col" data-number>
                        {t('statement.pbShare')}
                      </th>
                      <th scope="col">{t('statement.status')}</th>
                      <th scope="col">{t('statement.receipt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((line, index) => (
                      <tr key={`${line.payment?._id ?? 'owed'}-${line.job?._id ?? line.project._id}-${line.kind}-${index}`}>
                        <td>{formatDate(line.date)}</td>
                        <td>{line.project.title}</td>
                        <td>
                          {line.job
                            ? `${line.job.title || labels(`jobType.${line.job.jobType}`, { defaultValue: line.job.jobType })}`
                            : t('statement.pbPayout')}
                          {line.job && line.job.title
                            ? ` (${labels(`jobType.${line.job.jobType}`, { defaultValue: line.job.jobType })})`
                            : ''}
                        </td>
                        <td>{line.kind !== 'job' ? '' : line.level === null ? t('statement.fixedPrice') : `★${line.level}`}</td>
                        <td data-number>{line.kind === 'job' ? formatMoney(line.price) : ''}</td>
                        <td data-number>{line.kind === 'bonus' ? formatMoney(line.bonus) : ''}</td>
                        <td data-number>{line.kind === 'pb' ? formatMoney(line.pbShare) : ''}</td>
                        <td>{line.status === 'paid' ? t('statement.paid') : t('statement.owed')}</td>
                        <td>
                          {line.payment ? (
                            <>
                              <code>{line.payment._id.slice(0, 8)}</code>
                              {line.payment.files.length > 0 && ` · ${line.payment.files.join(', ')}`}
                            </>
                          ) : (
                            ''
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={4}>
                        {t('statement.totals')}
                      </th>
                      <td data-number>{formatMoney(data.totals.price)}</td>
                      <td data-number>{formatMoney(data.totals.bonus)}</td>
                      <td data-number>{formatMoney(data.totals.pbShare)}</td>
                      <td colSpan={2} />
                    </tr>
                  </tfoot>
                </Table>
              </TableScroll>
            )}
            <Totals>
              <div>
                <dt>{t('statement.totalPaid')}</dt>
                <dd>{formatMoney(data.totals.paid)}</dd>
              </div>
              <div>
                <dt>{t('statement.totalOwed')}</dt>
                <dd>{formatMoney(data.totals.owed)}</dd>
              </div>
              <div>
                <dt>{t('statement.total')}</dt>
                <dd>{formatMoney(data.totals.total)}</dd>
              </div>
            </Totals>
          </div>
        )}
      </section>
    </SideColumnLayout>
  );
}
