import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PROJECT_TABS, isAdmin, useSession, type ProjectTabKey } from 'shared-api';
import { Icon, Menu, Tabs } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import { useProjectCounts } from './api/get-project-counts';

export const PROJECT_TABS_ID = 'project-status-tabs';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** One row that scrolls sideways when the tabs do not fit (390 px), instead of wrapping into a tall block. */
const ScrollingTabs = styled(Tabs)`
  flex: 1;
  min-width: 0;
  flex-wrap: nowrap;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  > [role='tab'] {
    flex: none;
    white-space: nowrap;
  }
`;

type Props = { selected: ProjectTabKey; onSelect(status: ProjectTabKey): void };

/**
 * The status tabs with their counts. My Projects is for admins; On Hold and In Trash sit in the "More" menu
 * and join the row while one of them is selected, so the selection stays visible.
 */
export function ProjectStatusTabs({ selected, onSelect }: Props) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const { data } = useProjectCounts();
  const counts = data?.counts;
  const row = useRef<HTMLDivElement>(null);

  const allowed = PROJECT_TABS.filter((tab) => !tab.adminOnly || isAdmin(user));
  const hidden = allowed.filter((tab) => tab.hidden);
  const shown = allowed.filter((tab) => !tab.hidden || tab.key === selected);
  const label = (key: ProjectTabKey) => labels(`projectTab.${key}`);

  // The chosen tab scrolls into the row's view (e.g. "Launched" opened by a link on a narrow screen).
  useEffect(() => {
    const list = row.current?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
    }
  }, [selected]);

  return (
    <Row ref={row}>
      <ScrollingTabs
        id={PROJECT_TABS_ID}
        aria-label={t('list.tabs')}
        selected={selected}
        onSelect={(id) => onSelect(id as ProjectTabKey)}
        tabs={shown.map((tab) => ({
          id: tab.key,
          label: label(tab.key),
          // null keeps the count's place while the counts load, so the row does not shift when they arrive.
          count: counts ? counts[tab.key] : null,
        }))}
      />
      <Menu
        label={t('list.moreTabs')}
        items={hidden.map((tab) => ({
          id: tab.key,
          label:
            counts?.[tab.key] === undefined
              ? label(tab.key)
              : t('list.tabWithCount', { label: label(tab.key), count: counts[tab.key] }),
          onSelect: () => onSelect(tab.key),
        }))}
      >
        {t('list.moreTabs')} <Icon name="chevron-down" />
      </Menu>
    </Row>
  );
}
