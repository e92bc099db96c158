import type { ReactNode } from 'react';
import styled from 'styled-components';
import { translateMessage, useT } from '../i18n/i18n';
import { Button } from './Button';
import { Spinner } from './Spinner';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** "Loading..." with a spinner, announced politely. */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <Centered role="status" className={className}>
      <Spinner size={20} />
      <span>{label ?? t('loading')}</span>
    </Centered>
  );
}

const Alert = styled(Centered)`
  color: ${({ theme }) => theme.colors.danger};
`;

export type ErrorPanelProps = {
  /** What went wrong (e.g. the ApiError's message). Default: "Unexpected error occurred". */
  message?: ReactNode;
  /** Shows a Retry button. */
  onRetry?(): void;
  className?: string;
};

/** A failed load: the message (the client's own English ones, such as "Unexpected error occurred", in the reader's
 * language; the server's arrive so) and, when it can be retried, a Retry button. */
export function ErrorPanel({ message, onRetry, className }: ErrorPanelProps) {
  const t = useT();
  return (
    <Alert role="alert" className={className}>
      <span>{typeof message === 'string' ? translateMessage(message) : (message ?? t('unexpectedError'))}</span>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Alert>
  );
}

export type EmptyStateProps = {
  /** Default "Nothing here"; screens pass theirs ("No jobs", "All caught up", …). */
  message?: ReactNode;
  icon?: ReactNode;
  /** e.g. a button to create the first item */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ message, icon, action, className }: EmptyStateProps) {
  const t = useT();
  return (
    <Centered className={className}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <p style={{ margin: 0 }}>{message ?? t('nothingHere')}</p>
      {action}
    </Centered>
  );
}
