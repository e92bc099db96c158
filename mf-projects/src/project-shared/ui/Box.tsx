/** The page's boxes: shared-ui's Card (a section named by its h2, under the project title's h1), with the spacing of
 * the sub-headings the page's boxes use. */
import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Box = styled(Card)`
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

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
