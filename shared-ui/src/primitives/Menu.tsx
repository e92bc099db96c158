import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton, type ButtonVariant } from './Button';
import { Icon } from './Icon';

export type MenuItem = {
  id: string;
  label: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  /** Destructive action (Delete): shown in the danger colour. */
  danger?: boolean;
};

export type MenuProps = {
  /** Names the menu button (its aria-label when the trigger shows only an icon). */
  label: string;
  items: readonly MenuItem[];
  /** Visible trigger content; default a vertical ellipsis with `label` as its name. */
  children?: ReactNode;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  className?: string;
};

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Item = styled.li<{ $danger: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  cursor: pointer;
  white-space: nowrap;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  outline: none;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.hover};
  }
  /* A keyboard user sees which item is active by a ring, not only by the pale background. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * A menu button and its menu (WAI-ARIA menu button pattern). Enter, Space or ArrowDown open it on the
 * first item, ArrowUp on the last; arrows, Home and End move; Enter or Space choose; Escape closes and
 * returns focus to the button; Tab or a click outside closes.
 */
export function Menu({ label, items, children, align = 'end', variant = 'ghost', className }: MenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive((current) => (current >= last ? 0 : current + 1));
        break;
      case 'ArrowUp':
        setActive((current) => (current <= 0 ? last : current - 1));
        break;
      case 'Home':
        setActive(0);
        break;
      case 'End':
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        if (items[active]) choose(items[active]);
        break;
      case 'Escape':
        // Stop here so a surrounding Modal stays open.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Root ref={root} className={className}>
      <StyledButton
        ref={button}
        id={buttonId}
        type="button"
        $variant={variant}
        $size="md"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={children ? undefined : label}
        title={children ? undefined : label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children ?? <Icon name="more-vertical" />}
      </StyledButton>
      {open && (
        <List id={menuId} role="menu" aria-labelledby={buttonId} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <Item
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              $danger={!!item.danger}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
            >
              {item.label}
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
