/** The pieces every list screen shares: an unstyled list, the side filter/nav column, and a paged list's states. */
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './Button';
import { EmptyState, ErrorPanel, Loading } from './feedback';
import { Icon } from './Icon';

/** A `<ul>` without bullets or indent (items bring their own layout). */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A side column of filters or links: a title (h2), optional group titles (h3), plain lists. */
export const SideNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Collapsing = styled(SideNav)<{ $open: boolean }>`
  > .side-nav-toggle {
    display: none;
    align-self: flex-start;
  }
  > .side-nav-body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space.sm};
    > .side-nav-toggle {
      display: inline-flex;
    }
    > .side-nav-body {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
  }
`;

export type CollapsibleSideNavProps = {
  /** The button that shows and hides the column below the medium breakpoint (e.g. "Filters"). */
  toggleLabel: string;
  children: ReactNode;
} & Pick<HTMLAttributes<HTMLElement>, 'aria-labelledby' | 'aria-label'>;

/**
 * A SideNav whose content, below the medium breakpoint (one column), hides behind a button above the list, so the
 * list's first item stays in the first screenful on a phone. Wider, it is a plain SideNav.
 */
export function CollapsibleSideNav({ toggleLabel, children, ...rest }: CollapsibleSideNavProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Collapsing {...rest} $open={open}>
      <Button
        className="side-nav-toggle"
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((current) => !current)}
      >
        {toggleLabel} <Icon name={open ? 'chevron-up' : 'chevron-down'} />
      </Button>
      <div className="side-nav-body" id={bodyId}>
        {children}
      </div>
    </Collapsing>
  );
}

/** Styles for a link in a SideNav (`styled(Link)\`${sideNavLink}\``); `aria-current="page"` marks the chosen one. */
export const sideNavLink = css`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.hover};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The centred "Load More" button under a list. */
export function LoadMoreFooter({ onLoadMore, loading, children }: { onLoadMore(): void; loading: boolean; children: ReactNode }) {
  return (
    <Footer>
      <Button onClick={onLoadMore} loading={loading}>
        {children}
      </Button>
    </Footer>
  );
}

/** What PagedList reads of a paged load (shared-api's `useApiInfinite` result fits). */
export type PagedLoad = {
  items: readonly unknown[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error?: { message: string } | null;
  loadMore(): void;
  reload(): unknown;
};

export type PagedListProps = {
  load: PagedLoad;
  /** shown when the list is empty */
  empty: ReactNode;
  loadMoreLabel: ReactNode;
  /** the list itself (rendered when there are items) */
  children: ReactNode;
};

/**
 * A paged list's states: Loading, the list, the empty message, and "Load More". A failed first page or Load More
 * shows the message and Retry in place (list loads are silent, so nothing else reports them).
 */
export function PagedList({ load, empty, loadMoreLabel, children }: PagedListProps) {
  return (
    <>
      {load.isLoading ? <Loading /> : load.items.length > 0 ? children : !load.error && <EmptyState message={empty} />}
      {load.error && <ErrorPanel message={load.error.message} onRetry={() => void load.reload()} />}
      {load.hasMore && !load.error && (
        <LoadMoreFooter onLoadMore={load.loadMore} loading={load.isLoadingMore}>
          {loadMoreLabel}
        </LoadMoreFooter>
      )}
    </>
  );
}

const Columns = styled.div<{ $side: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: ${({ $side }) => ($side === 'start' ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr) 220px')};
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    /* minmax(0, …): a wide child (a table) scrolls in its own box instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
  }
`;

export type SideColumnLayoutProps = {
  /** where the 220 px side column (filters, a list of feeds) stands: first (`start`) or last (`end`) child */
  side?: 'start' | 'end';
  /** the element to render, e.g. `section` (default `div`) */
  as?: 'div' | 'section';
  children: ReactNode;
  className?: string;
} & Pick<HTMLAttributes<HTMLElement>, 'aria-labelledby' | 'aria-label'>;

/** A list screen's two columns: the side column and the main content; one column below the medium breakpoint. */
export function SideColumnLayout({ side = 'start', as = 'div', children, ...rest }: SideColumnLayoutProps) {
  return (
    <Columns as={as} $side={side} {...rest}>
      {children}
    </Columns>
  );
}
