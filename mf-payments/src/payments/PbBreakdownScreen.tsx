import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useState } from 'react';
import { hasRole, isAdmin, messageOf, projectJobsUrl, useSession, type PbSummary } from 'shared-api';
import { Button, DataTable, EmptyState, ErrorPanel, formatMoney, Loading, ScreenHeading, SideColumnLayout } from 'shared-ui';
import { useLabelsT, usePaymentsT } from '../i18n';
import { usePbSummary } from './api/get-pb-summary';
import { Totals } from './money-layout';
import { PaymentsNav } from './PaymentsNav';
import { PbPayoutModal } from './PbPayoutModal';
import { StaffFilter } from './StaffFilter';

const Table = styled(DataTable)`
  th,
  td {
    overflow-wrap: anywhere;
  }
  td:nth-child(3),
  th:nth-child(3) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

/** The spec shows each project's earning rounded down to whole dollars. */
const wholeDollars = (amount: number) => formatMoney(Math.floor(amount));

type PbProject = PbSummary['projects'][number];
const owedOn = (project: PbProject) => Math.round((project.userEarning - project.paid) * 100) / 100;

/** /app/payments/pb: a user's lifetime PB earnings and the projects they come from (`?user=` for admins). */
export function PbBreakdownScreen() {
  const t = usePaymentsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const viewedId = params.get('user');
  const summary = usePbSummary(viewedId);
  const data = summary.data;
  const [paying, setPaying] = useState<PbProject | null>(null);
  // Payers record payouts to someone else (nobody pays themselves); they arrive from the payee's outstanding entry.
  const canPay = hasRole(user, 'payment') && viewedId !== null && viewedId !== user?._id;
  return (
    <SideColumnLayout>
      <PaymentsNav />
      <section aria-labelledby="pb-heading">
        <ScreenHeading id="pb-heading">{t('pb.heading')}</ScreenHeading>
        {isAdmin(user) && <StaffFilter />}
        {summary.error ? (
          <ErrorPanel message={messageOf(summary.error)} onRetry={() => void summary.mutate()} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <Totals>
              <div>
                <dt>{t('pb.lifetime')}</dt>
                <dd>{formatMoney(data.total)}</dd>
              </div>
              <div>
                <dt>{t('pb.paid')}</dt>
                <dd>{formatMoney(data.paid)}</dd>
              </div>
              <div>
                <dt>{t('pb.outstanding')}</dt>
                <dd>{formatMoney(data.outstanding)}</dd>
              </div>
            </Totals>
            {data.projects.length === 0 ? (
              <EmptyState message={t('pb.empty')} />
            ) : (
              <Table>
                <caption className="visually-hidden">{t('pb.projects')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pb.project')}</th>
                    <th scope="col">{t('pb.jobs')}</th>
                    <th scope="col">{t('pb.earning')}</th>
                    {canPay && <th scope="col">{t('pb.payout')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.projects.map((project) => (
                    <tr key={project._id}>
                      <td>
                        <a href={projectJobsUrl(project._id)} target="_blank" rel="noreferrer">
                          {project.title}
                          <span className="visually-hidden"> {t('pb.newTab')}</span>
                        </a>
                      </td>
                      <td>
                        <ul>
                          {project.jobs.map((job) => (
                            <li key={job._id}>{job.title || labels(`jobType.${job.jobType}`, { defaultValue: job.jobType })}</li>
                          ))}
                        </ul>
                      </td>
                      <td>{wholeDollars(project.userEarning)}</td>
                      {canPay && (
                        <td>
                          {owedOn(project) > 0 && (
                            <Button
                              size="sm"
                              aria-label={t('pb.payoutFor', { project: project.title })}
                              onClick={() => setPaying(project)}
                            >
                              {t('pb.payout')}
                            </Button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
        {paying && viewedId && (
          <PbPayoutModal userId={viewedId} project={paying} owed={owedOn(paying)} onClose={() => setPaying(null)} />
        )}
      </section>
    </SideColumnLayout>
  );
}
