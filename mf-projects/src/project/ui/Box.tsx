/** The page's boxes: a surface named by its heading (an h2 under the project title's h1), with controls beside it. */
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Surface = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
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

export type BoxProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
};

export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ title, actions, children, ...rest }, ref) {
  const headingId = useId();
  return (
    <Surface ref={ref} aria-labelledby={headingId} {...rest}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </Header>
      {children}
    </Surface>
  );
});

/** Label and value pairs in two columns. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Text as written: line breaks kept, long words wrapped. */
export const Prose = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
