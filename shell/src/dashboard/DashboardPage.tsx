/**
 * The dashboard (/app/, contributors): My Jobs (non-admin contributors), My Projects, and the third column: Messages
 * and the notifications (spec doc 1 "Dashboard"). The widgets are remote parcels (with their own titles); each fails
 * alone with its own ErrorPanel and Retry.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { preloadDashboardReads, showsMyJobs, useSession } from 'shared-api';
import { Card, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { NotificationList } from '../notifications';
import { RemoteParcel } from 'shared-ui/parcel';
import { loadRemoteModule } from '../federation';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: start;
`;

/** The third column: Messages above the notifications. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export function DashboardPage() {
  const t = useT(SHELL_NAMESPACE);
  const user = useSession((state) => state.user);
  // The widgets' reads start now, with the page, while their chunks download (once per visit of the dashboard).
  useState(() => preloadDashboardReads(user));
  return (
    <>
      <h1 className="visually-hidden">{t('dashboard.title')}</h1>
      <Columns>
        {/* The widgets bring their own title and View All link. */}
        {showsMyJobs(user) && <RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={loadRemoteModule} />}
        <RemoteParcel moduleId="mf-projects/MyProjectsWidget" load={loadRemoteModule} />
        <Stack>
          <RemoteParcel moduleId="mf-feed/MyMessagesWidget" load={loadRemoteModule} />
          <Card title={t('dashboard.notifications')}>
            <NotificationList />
          </Card>
        </Stack>
      </Columns>
    </>
  );
}
