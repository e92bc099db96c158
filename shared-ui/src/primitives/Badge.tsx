import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/theme';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: Tone;
  /** Filled with the tone's strong colour instead of its pale one. */
  solid?: boolean;
};

const Pill = styled.span<{ $tone: Tone; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  min-height: 20px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $tone, $solid }) => ($solid ? theme.tones[$tone].solid : theme.tones[$tone].bg)};
  color: ${({ theme, $tone, $solid }) => ($solid ? theme.colors.textInverse : theme.tones[$tone].fg)};
`;

/** A small label in a tone: level badges (`levelTone(level)`), job statuses, counts. */
export function Badge({ tone = 'neutral', solid = false, ...rest }: BadgeProps) {
  return <Pill $tone={tone} $solid={solid} {...rest} />;
}
