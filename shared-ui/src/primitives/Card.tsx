import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
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

/**
 * A surface grouping related content: dashboard widgets, side boxes, the project page's boxes. With a title it is a
 * region named by its heading (unless an aria-label names it), so screen readers and tests can find it by name.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card({ title, actions, children, ...rest }, ref) {
  const headingId = useId();
  const named = title && !rest['aria-label'] && !rest['aria-labelledby'];
  return (
    <Box ref={ref} aria-labelledby={named ? headingId : undefined} {...rest}>
      {(title || actions) && (
        <Header>
          {title && <h2 id={headingId}>{title}</h2>}
          {actions}
        </Header>
      )}
      {children}
    </Box>
  );
});
