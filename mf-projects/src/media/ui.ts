/** Small pieces the Media section's boxes share. */
import styled from 'styled-components';

/** A file input kept out of sight: a visible button opens it. */
export const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;
