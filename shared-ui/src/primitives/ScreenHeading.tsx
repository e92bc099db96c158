import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;
`;

export type ScreenHeadingProps = {
  /** The heading's id, for the section it labels (`aria-labelledby`). */
  id?: string;
  /** The title. */
  children: ReactNode;
  /** A muted line beside the title (a count, the chosen filter). */
  note?: ReactNode;
  /** What stands at the end of the line: a button, a switch, a total. */
  aside?: ReactNode;
  className?: string;
};

/** A screen's title (the page's one h1) with an optional note beside it and controls at the end of the line. */
export function ScreenHeading({ id, children, note, aside, className }: ScreenHeadingProps) {
  return (
    <Header className={className}>
      <h1 id={id}>{children}</h1>
      {note !== undefined && note !== null && note !== false && <Note>{note}</Note>}
      {aside !== undefined && aside !== null && aside !== false && <Aside>{aside}</Aside>}
    </Header>
  );
}
