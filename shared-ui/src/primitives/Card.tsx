import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Heading of the card (an h2); it also names the section. */
  title?: ReactNode;
  /** Controls at the right of the heading (e.g. a View All link). */
  actions?: ReactNode;
};

/** A surface grouping related content: dashboard widgets, side boxes. */
export function Card({ title, actions, children, ...rest }: CardProps) {
  return (
    <Box {...rest}>
      {(title || actions) && (
        <Header>
          {title && <h2>{title}</h2>}
          {actions}
        </Header>
      )}
      {children}
    </Box>
  );
}
