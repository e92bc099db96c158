import styled from 'styled-components';
import { translateMessage, useT } from '../i18n/i18n';
import type { Tone } from '../theme/theme';
import { Icon } from './Icon';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastItem = { id: string | number; kind: ToastKind; message: string };

const toneOf: Record<ToastKind, Tone> = { success: 'success', error: 'danger', info: 'info' };

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 240px;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].solid};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  pointer-events: auto;
  button {
    margin-left: auto;
    border: none;
    background: transparent;
    color: inherit;
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1;
  }
`;

export type ToastProps = Omit<ToastItem, 'id'> & { onDismiss?(): void };

/** One toast. Errors are alerts; others are polite status messages. */
export function Toast({ kind, message, onDismiss }: ToastProps) {
  const t = useT();
  return (
    <Box $tone={toneOf[kind]} role={kind === 'error' ? 'alert' : 'status'}>
      <span>{translateMessage(message)}</span>
      {onDismiss && (
        <button type="button" aria-label={t('dismiss')} onClick={onDismiss}>
          <Icon name="close" />
        </button>
      )}
    </Box>
  );
}

const Stack = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

export type ToastViewportProps = { toasts: readonly ToastItem[]; onDismiss?(id: ToastItem['id']): void };

/** Where toasts stack (top right). Visual only: the shell adds and removes them (after TOAST_MS). */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  const t = useT();
  return (
    <Stack aria-label={t('statusMessages')}>
      {toasts.map((toast) => (
        <Toast key={toast.id} kind={toast.kind} message={toast.message} onDismiss={onDismiss && (() => onDismiss(toast.id))} />
      ))}
    </Stack>
  );
}
