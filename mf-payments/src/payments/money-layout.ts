// The payments area's shared layout piece: the row of labelled totals (its tables are shared-ui's DataTable).
import styled from 'styled-components';

/** Labelled amounts side by side (lifetime, paid, outstanding…), wrapping on phones. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;
