import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useT } from '../i18n/i18n';
import { IconButton } from './Button';
import { useDialog } from './focus';
import { Icon } from './Icon';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, the close button and (unless turned off) a click on the backdrop. */
  onClose(): void;
  /** The visible heading; it names the dialog. */
  title?: ReactNode;
  /** The dialog's name when it has no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Buttons at the bottom (Cancel, Save, …). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Element focused on open; default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
};

const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '840px' };

const Backdrop = styled.div<{ $side: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $side }) => ($side ? theme.zIndex.sideModal : theme.zIndex.modal)};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  ${({ $side }) =>
    $side
      ? css`
          justify-content: flex-end;
          align-items: stretch;
        `
      : css`
          justify-content: center;
          align-items: flex-start;
          padding: 8vh ${({ theme }) => theme.space.lg};
          overflow-y: auto;
        `}
`;

const Frame = styled.div<{ $side: boolean; $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  outline: none;
  ${({ $side, $size, theme }) =>
    $side
      ? css`
          margin: ${theme.sideModal.top} 0 0 ${theme.sideModal.left};
          width: min(${theme.sideModal.width}, calc(100vw - ${theme.sideModal.left}));
          border-top-left-radius: ${theme.radii.lg};
          overflow: hidden;
        `
      : css`
          width: 100%;
          max-width: ${widths[$size]};
          border-radius: ${theme.radii.lg};
        `}
`;

// A div, not <header>: outside sectioning content a header is the page's banner landmark, and the page has one.
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Body = styled.div<{ $side: boolean }>`
  padding: ${({ theme }) => theme.space.xl};
  ${({ $side }) =>
    $side &&
    css`
      flex: 1;
      overflow-y: auto;
    `}
`;

const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function DialogFrame({ side, ...props }: ModalProps & { side: boolean }) {
  const { open, onClose, title, children, footer, size = 'md', initialFocusRef, closeOnBackdrop = true, className } = props;
  const t = useT();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const { onKeyDown } = useDialog({ open, onClose, container: frame, content: body, initialFocus: initialFocusRef });

  if (!open) return null;
  return createPortal(
    <Backdrop
      $side={side}
      data-testid={side ? 'side-modal-backdrop' : 'modal-backdrop'}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes (not a text selection dragged out).
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <Frame
        ref={frame}
        $side={side}
        $size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : props['aria-label']}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={className}
      >
        <Header>
          {title ? <h2 id={titleId}>{title}</h2> : <span style={{ flex: 1 }} />}
          <IconButton aria-label={t('close')} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </Header>
        <Body ref={body} $side={side}>
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Frame>
    </Backdrop>,
    document.body,
  );
}

/**
 * The one modal: a dialog over the page (portal to body). Focus moves in on open, stays inside while
 * open and returns on close; Escape and the close button close it.
 */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} side={false} />;
}

/** The same dialog docked to the right (comments, scene and cover versions): 80 px from the top, ≥ 30 px from the left. */
export function SideModal(props: Omit<ModalProps, 'size'>) {
  return <DialogFrame {...props} side />;
}
