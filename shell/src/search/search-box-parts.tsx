// The search box's frame, shared by the deferred box (SearchBox) and the whole search (GlobalSearch): the two look
// the same, so the swap from one to the other does not move the bar.
import styled from 'styled-components';
import { IconButton, TextInput, type Translate } from 'shared-ui';

export const Root = styled.div<{ $expanded: boolean }>`
  position: relative;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    /* Opened across the whole bar; closed, only the icon shows. */
    display: ${({ $expanded }) => ($expanded ? 'flex' : 'none')};
    position: absolute;
    inset: 0;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Box = styled(TextInput)`
  width: 260px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex: 1;
    width: auto;
    min-width: 0;
  }
`;

/** Only below the small breakpoint (the complement of the box's own query). */
export const SmallOnly = styled(IconButton)`
  @media not all and (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

/** Whether a key press there types text ('/' must then stay a character). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What the box is to a screen reader and the browser, the same in both forms (the whole one adds its state). */
export function boxAttributes(t: Translate) {
  return {
    type: 'search',
    role: 'combobox',
    'aria-label': t('search.label'),
    'aria-autocomplete': 'list',
    placeholder: t('search.placeholder'),
    autoComplete: 'off',
  } as const;
}
