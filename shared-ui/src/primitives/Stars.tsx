import styled from 'styled-components';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';

const Row = styled.span<{ $tone: 'bright' | 'normal' | 'muted' }>`
  display: inline-flex;
  letter-spacing: 1px;
  color: ${({ theme, $tone }) =>
    $tone === 'bright' ? theme.colors.star : $tone === 'muted' ? theme.colors.starMuted : theme.colors.text};
  .empty {
    opacity: 0.3;
  }
`;

export type StarsProps = {
  /** Star level 1-3 (Trainee, Normal, Premium); out-of-range values are clamped. */
  value: number;
  max?: number;
  className?: string;
};

/** A star level: coloured above 2, muted below 2, plain at 2. */
export function Stars({ value, max = 3, className }: StarsProps) {
  const t = useT();
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  const tone = filled > 2 ? 'bright' : filled < 2 ? 'muted' : 'normal';
  return (
    <Row $tone={tone} role="img" aria-label={t('stars', { value: filled, max })} className={className}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < filled ? 'filled' : 'empty'}>
          <Icon name={index < filled ? 'star' : 'star-outline'} />
        </span>
      ))}
    </Row>
  );
}
