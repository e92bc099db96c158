/**
 * The row list mf-admin's settings screens share (your API tokens, the webhooks, a webhook's deliveries): a plain
 * list of rows that wrap on a phone, each a bold name, muted facts that take the remaining width, then its actions.
 */
import styled from 'styled-components';
import { PlainList } from 'shared-ui';

export const RowList = styled(PlainList)`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** One row; `$chosen` marks the one whose details are open below the list. */
export const Row = styled.li<{ $chosen?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.surfaceMuted : 'transparent')};
`;

export const RowName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/** The row's facts; `$ownLine` puts them on a line of their own under the name and actions. */
export const RowFacts = styled.span<{ $ownLine?: boolean }>`
  flex: ${({ $ownLine }) => ($ownLine ? '1 1 100%' : '1 1 220px')};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
