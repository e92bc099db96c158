import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { isAdmin, useSession } from 'shared-api';
import { EmptyState, ScreenHeading, Switch } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { OVERVIEW_STATUSES } from './api/get-overview-column';
import { OverviewColumn } from './OverviewColumn';
import './strings';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
/** Five columns side by side, scrolling inside the board when the screen is narrower; stacked on small screens. */
const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(${OVERVIEW_STATUSES.length}, minmax(220px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  /* The containing block of what the columns position absolutely (their visually hidden counts): without it those
     escape the scrolling and widen the page. */
  position: relative;
  padding-bottom: ${({ theme }) => theme.space.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    overflow-x: visible;
  }
`;

/**
 * /app/projects/overview (spec doc 2 "Project overview board"): the projects in the five working statuses, a
 * column each with its count, each column paged on its own. Admins only: others (and anyone the server refuses)
 * are told so.
 */
export default function OverviewBoard() {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const [thumbnails, setThumbnails] = useState(true);
  const [forbidden, setForbidden] = useState(false);
  const refused = useCallback(() => setForbidden(true), []);
  const allowed = isAdmin(user) && !forbidden;
  return (
    <Page>
      <ScreenHeading
        aside={allowed && <Switch checked={thumbnails} onChange={setThumbnails} label={t('overview.showThumbnails')} />}
      >
        {t('overview.heading')}
      </ScreenHeading>
      {allowed ? (
        <Board role="region" aria-label={t('overview.columns')} tabIndex={0}>
          {OVERVIEW_STATUSES.map((status) => (
            <OverviewColumn key={status} status={status} thumbnails={thumbnails} onForbidden={refused} />
          ))}
        </Board>
      ) : (
        <EmptyState message={t('overview.adminsOnly')} />
      )}
    </Page>
  );
}
