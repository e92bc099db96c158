import { screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { ConfirmDialog } from './ConfirmDialog';

function setup(extra: { focusCancel?: boolean; error?: string } = {}) {
  const calls: string[] = [];
  const rendered = renderUi(
    <ConfirmDialog
      open
      question="Remove the image of scene 1?"
      detail="The image is deleted."
      confirmLabel="Remove"
      cancelLabel="Cancel"
      onConfirm={() => calls.push('confirm')}
      onCancel={() => calls.push('cancel')}
      {...extra}
    />,
  );
  return { calls, ...rendered };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its question, with Cancel first and the confirming button last', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Remove the image of scene 1?' });
    expect(dialog).toHaveTextContent('The image is deleted.');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names.indexOf('Cancel')).toBeLessThan(names.indexOf('Remove'));
  });

  it('focusCancel: Cancel has the focus, Enter cancels; Escape cancels too', async () => {
    const { user, calls } = setup({ focusCancel: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(calls).toEqual(['cancel', 'cancel']);
  });

  it('confirms from the keyboard and shows a refusal inside', async () => {
    const { user, calls } = setup({ error: 'The scene changed meanwhile' });
    expect(screen.getByRole('alert')).toHaveTextContent('The scene changed meanwhile');
    screen.getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    expect(calls).toEqual(['confirm']);
  });
});
