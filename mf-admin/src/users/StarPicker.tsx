/** A role's star level, 0-3, as native radio buttons drawn as stars (arrow keys move, as radios do). */
import { useId } from 'react';
import styled from 'styled-components';
import { useAdminT } from '../i18n';
import { Icon } from 'shared-ui';

const Group = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  border: none;
  margin: 0;
  padding: 0;
  &:disabled {
    opacity: 0.4;
  }
  label {
    position: relative;
    cursor: pointer;
    font-size: 18px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.starMuted};
  }
  label[data-lit='true'] {
    color: ${({ theme }) => theme.colors.star};
  }
  label[data-zero='true'] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-right: ${({ theme }) => theme.space.xs};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-radius: 2px;
  }
`;

export type StarPickerProps = {
  /** Names the group ("Star level for Voice Over"). */
  label: string;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
};

export function StarPicker({ label, value, onChange, disabled }: StarPickerProps) {
  const t = useAdminT();
  const name = useId();
  return (
    <Group aria-label={label} disabled={disabled}>
      {[0, 1, 2, 3].map((stars) => (
        <label
          key={stars}
          data-lit={stars > 0 && stars <= value}
          data-zero={stars === 0}
          title={stars === 0 ? t('edit.noStars') : t('edit.starsValue', { count: stars })}
        >
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={stars === 0 ? t('edit.noStars') : t('edit.starsValue', { count: stars })}
          />
          <span aria-hidden="true">{stars === 0 ? '0' : <Icon name="star" />}</span>
        </label>
      ))}
    </Group>
  );
}
