/**
 * The earnings box (spec doc 2 sections 3, 6, 9): the video links, the revenue total with its additional sources
 * and when it was synced. The vrd role and admins (editEarnings) set the links and sync the revenue; other
 * contributors read the links, or "Not Connected". Projects without `earnings` (clients) render nothing.
 */
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { formatDate, formatRelative } from 'shared-ui';
import { useProjectChange } from '../../project-shared';
import { BareList, Box, Muted } from '../shared/Box';
import { formatEarnings, isHttpUrl } from '../shared/numbers';
import { useBoxesT } from '../shared/strings';
import { EarningsLinksForm } from './EarningsLinksForm';
import { useEarningsT } from './strings';
import { SyncRevenueForm } from './SyncRevenueForm';

const Part = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

function VideoLink({ url }: { url: string | null }) {
  const common = useBoxesT();
  if (!url) return <Muted>{common('boxes.notConnected')}</Muted>;
  return isHttpUrl(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    <span>{url}</span>
  );
}

export function EarningsBox({ project }: { project: Project }) {
  const t = useEarningsT();
  const change = useProjectChange(project._id);
  const earnings = project.earnings;
  if (!earnings) return null;
  const editable = project.actions.includes('editEarnings');
  const synced = earnings.total !== null || earnings.additional.length > 0 || earnings.syncedAt !== null;

  return (
    <Box boxId="earnings" title={t('earningsBox.heading')}>
      <Part>
        <h3>{t('earningsBox.links')}</h3>
        {editable ? (
          <EarningsLinksForm project={project} change={change} />
        ) : (
          <Facts>
            <dt>{t('earningsBox.facebook')}</dt>
            <dd>
              <VideoLink url={earnings.fbUrl} />
            </dd>
            <dt>{t('earningsBox.youtube')}</dt>
            <dd>
              <VideoLink url={earnings.ytUrl} />
            </dd>
          </Facts>
        )}
      </Part>
      <Part>
        <h3>{t('earningsBox.revenue')}</h3>
        {synced ? (
          <Facts>
            <dt>{t('earningsBox.total')}</dt>
            <dd>{formatEarnings(earnings.total ?? 0)}</dd>
            {earnings.additional.length > 0 && (
              <>
                <dt>{t('earningsBox.additional')}</dt>
                <dd>
                  <BareList>
                    {earnings.additional.map((entry, index) => (
                      <li key={index}>
                        {entry.source}: {formatEarnings(entry.total)}
                      </li>
                    ))}
                  </BareList>
                </dd>
              </>
            )}
            {earnings.syncedAt && (
              <>
                <dt>{t('earningsBox.synced')}</dt>
                <dd>
                  <time dateTime={earnings.syncedAt} title={formatRelative(earnings.syncedAt)}>
                    {formatDate(earnings.syncedAt)}
                  </time>
                </dd>
              </>
            )}
          </Facts>
        ) : (
          <Muted>{t('earningsBox.notSynced')}</Muted>
        )}
      </Part>
      {editable && (
        <Part>
          <h3>{t('earningsBox.sync')}</h3>
          <SyncRevenueForm project={project} change={change} />
        </Part>
      )}
    </Box>
  );
}
