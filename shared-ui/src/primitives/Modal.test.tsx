import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test-support/render';
import { Button } from './Button';
import { TextInput } from './inputs';
import { Modal, SideModal } from './Modal';

function ProjectForm({ side = false }: { side?: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = side ? SideModal : Modal;
  return (
    <>
      <Button onClick={() => setOpen(true)}>New Project</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="New Project"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary">Create</Button>
          </>
        }
      >
        <label htmlFor="title">Name</label>
        <TextInput id="title" />
      </Dialog>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog rendered outside the page tree, with focus in its first field', async () => {
    const { user, container } = renderUi(<ProjectForm />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));

    const dialog = screen.getByRole('dialog', { name: 'New Project' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('adds no banner or contentinfo landmark to the page (its header and footer are plain boxes)', async () => {
    const { user } = renderUi(
      <>
        <header>Top bar</header>
        <ProjectForm />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = screen.getByRole('dialog', { name: 'New Project' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = renderUi(<ProjectForm />);
    const opener = screen.getByRole('button', { name: 'New Project' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderUi(<ProjectForm />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderUi(<ProjectForm />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = screen.getByRole('dialog');
    // Name → Cancel → Create → (wraps) Close → Name
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside', async () => {
    const { user } = renderUi(<ProjectForm />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an inner dialog closes alone on Escape', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={() => undefined} title="Outer">
          <Button onClick={() => setInner(true)}>Show comments</Button>
          <SideModal open={inner} onClose={() => setInner(false)} title="Comments">
            <TextInput aria-label="Comment" />
          </SideModal>
        </Modal>
      );
    }
    const { user } = renderUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(screen.getByLabelText('Comment')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Comments' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show comments' })).toHaveFocus();
  });
});

describe('SideModal', () => {
  it('behaves like the modal: named, focus in, Escape closes', async () => {
    const { user } = renderUi(<ProjectForm side />);
    const opener = screen.getByRole('button', { name: 'New Project' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'New Project' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
