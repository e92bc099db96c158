import { act, screen, waitFor } from '@testing-library/react';
import { closeModal, openModal, type ModalParcelProps, type ProjectFormModalProps } from 'shared-api';
import { loadRemoteModule } from '../federation';
import { fakeParcel } from '../test/fakeParcel';
import { renderShell, unmountAndSettle } from '../test/render';
import { ModalHost } from './ModalHost';

jest.mock('../federation', () => ({ ...jest.requireActual('../federation'), loadRemoteModule: jest.fn() }));

function ProjectForm({ close, title }: ModalParcelProps<ProjectFormModalProps>) {
  return (
    <form aria-label="Project form">
      <input aria-label="Title" defaultValue={title} />
      <button type="button" onClick={close}>
        Cancel
      </button>
    </form>
  );
}

describe('ModalHost', () => {
  beforeEach(() => {
    jest
      .mocked(loadRemoteModule)
      .mockReset()
      .mockResolvedValue(fakeParcel(ProjectForm) as never);
  });
  afterEach(unmountAndSettle);

  it('mounts the named modal parcel inside the Modal and unmounts it when the parcel calls close()', async () => {
    const { events } = renderShell(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openModal('project-form', { title: 'Pilot episode' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    expect(loadRemoteModule).toHaveBeenCalledWith('mf-projects/ProjectFormModal');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Pilot episode');
    expect(dialog).toContainElement(screen.getByRole('form', { name: 'Project form' }));

    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on modal:close from the bus', async () => {
    renderShell(<ModalHost />);
    act(() => openModal('project-form'));
    await screen.findByRole('form', { name: 'Project form' });
    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a modal name that does not exist', () => {
    renderShell(<ModalHost />);
    act(() => openModal('no-such-modal' as 'project-form'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
