import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${control}
`;
const Area = styled.textarea`
  ${control} resize: vertical;
`;
const NativeSelect = styled.select`
  ${control}
`;

type InvalidProp = {
  /** Marks the control invalid (aria-invalid); Field sets it when it shows an error. */
  invalid?: boolean;
};

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & InvalidProp;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { invalid, type = 'text', ...rest },
  ref,
) {
  return <Input ref={ref} type={type} {...rest} aria-invalid={invalid || rest['aria-invalid'] || undefined} />;
});

export type MoneyInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'step'>;

/**
 * A dollar amount (a price, a rate, a payout): the one money field of every remote — a number field with the
 * decimal keypad on phones, whole cents as its step, and 0 as its least value unless `min` says otherwise.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput({ min = 0, ...rest }, ref) {
  return <TextInput ref={ref} type="number" inputMode="decimal" step="0.01" min={min} {...rest} />;
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & InvalidProp;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ invalid, rows = 4, ...rest }, ref) {
  return <Area ref={ref} rows={rows} {...rest} aria-invalid={invalid || rest['aria-invalid'] || undefined} />;
});

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  InvalidProp & {
    /** Options, or pass `<option>` children. */
    options?: readonly SelectOption[];
    /** A first, empty-valued option (e.g. "Choose a type"). */
    placeholder?: string;
  };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { invalid, options, placeholder, children, ...rest },
  ref,
) {
  return (
    <NativeSelect ref={ref} {...rest} aria-invalid={invalid || rest['aria-invalid'] || undefined}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </NativeSelect>
  );
});

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A native checkbox with its visible label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <CheckLabel className={className}>
      <input ref={ref} type="checkbox" {...rest} />
      <span>{label}</span>
    </CheckLabel>
  );
});

const SwitchRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    cursor: pointer;
  }
`;

const Track = styled.button`
  position: relative;
  width: 36px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background 0.15s;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &[aria-checked='true']::after {
    transform: translateX(16px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export type SwitchProps = {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/** An on/off switch (role="switch"); Space, Enter or a click on it or its label toggles. */
export function Switch({ checked, onChange, label, disabled, id, className }: SwitchProps) {
  const fallbackId = useId();
  const switchId = id ?? fallbackId;
  return (
    <SwitchRow className={className}>
      <Track
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      <label htmlFor={switchId}>{label}</label>
    </SwitchRow>
  );
}
