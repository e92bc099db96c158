import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { PagedList, PlainList, statusColor } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import './strings';
import { useOverviewColumn, type OverviewStatus } from './api/get-overview-column';
import { OverviewCardItem } from './OverviewCardItem';

const Column = styled.section<{ $status: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 4px solid ${({ $status }) => statusColor($status)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.normal};
`;
const Cards = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

type Props = { status: OverviewStatus; thumbnails: boolean; onForbidden(): void };

/** One status: its label and count, its cards a page at a time, Load More while more exist. */
export function OverviewColumn({ status, thumbnails, onForbidden }: Props) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const headingId = useId();
  const column = useOverviewColumn(status);
  const forbidden = column.error?.status === 403;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);
  return (
    <Column $status={status} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span>{labels(`projectStatus.${status}`)}</span>
        {column.count !== undefined && (
          <Count>
            <span aria-hidden="true">{column.count}</span>
            <span className="visually-hidden">{t('overview.count', { count: column.count })}</span>
          </Count>
        )}
      </h2>
      <PagedList load={column} empty={t('overview.empty')} loadMoreLabel={t('overview.loadMore')}>
        <Cards>
          {column.items.map((card) => (
            <OverviewCardItem key={card._id} card={card} thumbnail={thumbnails} />
          ))}
        </Cards>
      </PagedList>
    </Column>
  );
}
