/** A group of radio choices with its legend and a hint below (the account page's language and mail settings). */
import styled from 'styled-components';

export const Choices = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
