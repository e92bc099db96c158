/**
 * The project's PM logs (DECISIONS "PM logs"): status, collaborator, checklist, spec, doc, drive, transfer, job
 * and publishing events, newest first, each "who did what, when", a page at a time. Only for callers whose
 * project lists `seePmLogs` (the project's PMs and admins); the project comes from the page's cache.
 */
import styled from 'styled-components';
import { PagedList, formatDate, formatRelative } from 'shared-ui';
import { useLabelsT } from '../../i18n';
import { useProject } from '../../project-shared';
import { BareList, Box, Muted } from '../shared/Box';
import { useBoxesT } from '../shared/strings';
import { useProjectLogs } from './api/get-project-logs';
import { describeLog } from './describe-log';
import { usePmLogsT } from './strings';

const Line = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:first-child {
    border-top: none;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export function PmLogsBox({ projectId }: { projectId: string }) {
  const t = usePmLogsT();
  const common = useBoxesT();
  const labels = useLabelsT();
  const { data } = useProject(projectId);
  const allowed = data?.project.actions.includes('seePmLogs') ?? false;
  const logs = useProjectLogs(allowed ? projectId : null);
  if (!allowed) return null;

  const statusLabel = (status: string) => labels(`projectStatus.${status}`, { defaultValue: status });
  return (
    <Box boxId="pm-logs" title={t('pmLogs.heading')}>
      <PagedList load={logs} empty={t('pmLogs.empty')} loadMoreLabel={common('boxes.loadMore')}>
        <BareList>
          {logs.items.map((log) => (
            <Line key={log._id}>
              <strong>{log.user?.name ?? t('pmLogs.someone')}</strong> {describeLog(log, t, { status: statusLabel })}
              {', '}
              <Muted>
                <time dateTime={log.created} title={formatDate(log.created)}>
                  {formatRelative(log.created)}
                </time>
              </Muted>
            </Line>
          ))}
        </BareList>
      </PagedList>
    </Box>
  );
}
