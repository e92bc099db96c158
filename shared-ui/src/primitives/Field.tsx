import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 2px;
`;

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  required?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** The one control (TextInput, TextArea, Select, …); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A label, one control, and its hint or error, wired together for assistive technology. */
export function Field({ label, children, hint, error, required, className }: FieldProps) {
  const generatedId = useId();
  const control = Children.only(children);
  const controlId = (isValidElement(control) && control.props.id) || `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      {cloneElement(control, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : control.props['aria-invalid'],
        required: required ?? control.props.required,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

/** A bordered group of related controls (a list of checkboxes) named by its `<legend>`. */
export const FieldGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;
