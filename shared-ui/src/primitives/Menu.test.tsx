import { screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { Menu } from './Menu';

function setup() {
  const chosen: string[] = [];
  const items = ['Duplicate', 'Transfer', 'Move to Trash'].map((label) => ({
    id: label,
    label,
    onSelect: () => chosen.push(label),
    danger: label === 'Move to Trash',
  }));
  const view = renderUi(<Menu label="Project actions" items={items} />);
  return { ...view, chosen, button: screen.getByRole('button', { name: 'Project actions' }) };
}

describe('Menu', () => {
  it('is a closed menu button until used', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter on the first item; arrows move and wrap; Enter chooses and returns focus', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Move to Trash' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Move to Trash' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');

    expect(chosen).toEqual(['Transfer']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens with Space and chooses with Space', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard(' ');
    expect(chosen).toEqual(['Duplicate']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ArrowUp on the button opens on the last item; Home and End jump', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Move to Trash' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Move to Trash' })).toHaveFocus();
  });

  it('Escape closes without choosing and focuses the button', async () => {
    const { user, button, chosen } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('a click chooses an item; a click outside closes', async () => {
    const { user, button, chosen } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Move to Trash' }));
    expect(chosen).toEqual(['Move to Trash']);
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
