import styled from 'styled-components';
import { Icon } from 'shared-ui';

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
  button {
    border: none;
    background: none;
    padding: 4px;
    min-width: 32px;
    min-height: 32px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.starMuted};
  }
  button[data-lit='true'] {
    color: ${({ theme }) => theme.colors.star};
  }
`;

export type RatingInputProps = {
  value: number;
  onChange(value: number): void;
  /** Names the group ("Priority", "Your rating"). */
  label: string;
  /** Names each star ("Rate 4 of 5"). */
  starLabel(n: number): string;
  disabled?: boolean;
};

/** Five stars as a radio group (arrow keys move, the stars up to the value are lit). */
export function RatingInput({ value, onChange, label, starLabel, disabled }: RatingInputProps) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          data-lit={n <= value}
          aria-label={starLabel(n)}
          tabIndex={n === Math.max(value, 1) ? 0 : -1}
          disabled={disabled}
          onClick={() => onChange(n)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
          }}
        >
          <Icon name={n <= value ? 'star' : 'star-outline'} />
        </button>
      ))}
    </Group>
  );
}
