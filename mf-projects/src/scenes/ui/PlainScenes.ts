/** The scenes' list element, shared by the read-only list and the sortable one. */
import styled from 'styled-components';

export const PlainScenes = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
