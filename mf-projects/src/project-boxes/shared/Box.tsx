/** The frame every box of this folder shares: a card named by its h2, with the id the checklist's jumps aim at. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Frame = styled(Card)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export type BoxProps = {
  /** The box's id on the page without the `box-` prefix (`drive` → `id="box-drive"`). */
  boxId: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Box({ boxId, title, actions, children, className }: BoxProps) {
  return (
    <Frame id={`box-${boxId}`} title={title} actions={actions} aria-label={title} className={className}>
      {children}
    </Frame>
  );
}

/** Text only assistive technology reads (a row's context for a repeated button label). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Muted small print: who and when, hints. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A list without bullets. */
export const BareList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
