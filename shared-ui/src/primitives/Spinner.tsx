import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A spinning ring. Decorative unless given a `label`, which makes it a status for screen readers. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return label ? <Ring $size={size} role="status" aria-label={label} /> : <Ring $size={size} aria-hidden="true" />;
}
