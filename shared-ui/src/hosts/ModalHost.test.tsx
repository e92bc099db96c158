import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import {
  closeModal,
  openModal,
  type ModalParcelProps,
  type ProjectFormModalProps,
  type RemoteModuleLoader,
  type SpaLifecycles,
} from 'shared-api';
import { renderUi } from '../test-support/render';
import { ModalHost } from './index';

/** Real single-spa-react lifecycles around a test component: what a remote's exposed parcel module looks like. */
function fakeParcel<P extends object>(component: ComponentType<P>): { default: SpaLifecycles<P> } {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: component as unknown as ComponentType<AppProps>,
    suppressComponentDidCatchWarning: true,
  });
  return { default: lifecycles as unknown as SpaLifecycles<P> };
}

const loadRemoteModule = jest.fn();
const load = loadRemoteModule as unknown as RemoteModuleLoader;

async function unmountAndSettle(): Promise<void> {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

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
    loadRemoteModule.mockReset().mockResolvedValue(fakeParcel(ProjectForm));
  });
  afterEach(unmountAndSettle);

  it('mounts the named modal parcel inside the Modal and unmounts it when the parcel calls close()', async () => {
    const { user: events } = renderUi(<ModalHost load={load} />);
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
    renderUi(<ModalHost load={load} />);
    act(() => openModal('project-form'));
    await screen.findByRole('form', { name: 'Project form' });
    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a modal name that does not exist', () => {
    renderUi(<ModalHost load={load} />);
    act(() => openModal('no-such-modal' as 'project-form'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
