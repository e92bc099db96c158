import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './Badge';

export type TabItem = {
  id: string;
  label: ReactNode;
  /** Shown beside the label (e.g. the project count of a status tab); null keeps its place while it loads. */
  count?: number | null;
  disabled?: boolean;
};

export type TabsProps = {
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** Names the tab list. */
  'aria-label': string;
  /** Give one to pair the tabs with a `TabPanel` of the same `tabsId`. */
  id?: string;
  className?: string;
};

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: none;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Counts of up to three digits take one width, so a tab does not change size as its count arrives or moves. */
const Count = styled(Badge)`
  min-width: 3.2em;
  justify-content: center;
  &[data-pending] {
    visibility: hidden;
  }
`;

export const tabDomId = (tabsId: string, tabId: string) => `${tabsId}-tab-${tabId}`;
export const tabPanelDomId = (tabsId: string) => `${tabsId}-panel`;

/** A tab list (role tablist). Arrow keys, Home and End move between tabs and select them. */
export function Tabs({ tabs, selected, onSelect, id, className, ...rest }: TabsProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (position + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (position - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null || enabled.length === 0) return;
    event.preventDefault();
    const target = enabled[next];
    refs.current.get(target.id)?.focus();
    onSelect(target.id);
  };

  return (
    <List role="tablist" aria-label={rest['aria-label']} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabDomId(baseId, tab.id)}
            aria-selected={isSelected}
            aria-controls={id ? tabPanelDomId(id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.count === null && (
              <Count aria-hidden="true" data-pending="">
                0
              </Count>
            )}
            {typeof tab.count === 'number' && <Count tone={isSelected ? 'primary' : 'neutral'}>{tab.count}</Count>}
          </Tab>
        );
      })}
    </List>
  );
}

/** The content under a `Tabs` with the same id: role tabpanel, named by the selected tab. */
export function TabPanel({
  tabsId,
  selected,
  children,
  className,
}: {
  tabsId: string;
  selected: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelDomId(tabsId)}
      aria-labelledby={tabDomId(tabsId, selected)}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
