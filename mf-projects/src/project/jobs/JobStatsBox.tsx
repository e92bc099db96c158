/** Job stats for admins (`seeCost`): how many jobs the project has and what they cost (GET /api/projects/{id}/cost). */
import type { Project } from 'shared-api';
import { ErrorPanel, formatMoney, formatNumber, Loading } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { useProjectCost } from '../api/get-project-cost';
import { Box, Facts } from '../../project-shared';

export function JobStatsBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const cost = useProjectCost(project._id);
  return (
    <Box title={t('page.jobStats.heading')}>
      {cost.data ? (
        <Facts>
          <dt>{t('page.jobStats.count')}</dt>
          <dd>{formatNumber(cost.data.count)}</dd>
          <dt>{t('page.jobStats.cost')}</dt>
          <dd>{formatMoney(cost.data.cost)}</dd>
        </Facts>
      ) : cost.error ? (
        <ErrorPanel message={cost.error.message} onRetry={() => void cost.mutate()} />
      ) : (
        <Loading />
      )}
    </Box>
  );
}
