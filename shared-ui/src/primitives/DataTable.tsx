/**
 * The one data table (statements, payouts, turnaround, the users list): full width, rows ruled, cells aligned to
 * the top; a cell marked `data-number` is right-aligned in tabular figures and never wraps (amounts, rates,
 * counts). A screen adds only what is its own (a footer's weight, a phone layout) with `styled(DataTable)`.
 * `TableScroll` frames a table wider than a phone: it scrolls sideways inside itself, never the page, and is a
 * labelled region the keyboard reaches, so the scroll works without a mouse; printing shows it whole
 * (`data-scroll`, PrintOnly).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[data-number],
  td[data-number] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

// The containing block of the table's absolutely placed text (a visually hidden header), which would otherwise
// escape the scrolling and widen the page.
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export interface TableScrollProps {
  /** The region's name, read by a screen reader when the keyboard reaches it (usually the table's caption). */
  label: string;
  children: ReactNode;
}

export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <Scroll data-scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}
