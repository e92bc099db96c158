import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { ProjectForm } from './ProjectForm';

const created = {
  message: 'Project created',
  project: { _id: 'p9', title: 'Sharks', status: 'new', collabs: [], updated: new Date().toISOString() },
};

describe('New Project form', () => {
  const toasts = listen('toast');
  const changes = listen('data:changed');
  beforeEach(() => {
    window.history.replaceState(null, '', '/app/projects?status=all');
  });

  it('a blank title focuses the title field and sends nothing', async () => {
    useSession.setState({ user: users.staff });
    const calls = mockFetch(() => ({ status: 201, body: created }));
    renderAt('/app/projects', <ProjectForm close={jest.fn()} />);
    const title = screen.getByLabelText(/Title/);
    await userEvent.type(title, '   ');

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(title).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('creates the project, toasts, refreshes project lists, closes and opens the new project (issue 28)', async () => {
    useSession.setState({ user: users.staff });
    const calls = mockFetch(() => ({ status: 201, body: created }));
    const close = jest.fn();
    renderAt('/app/projects', <ProjectForm close={close} />);

    await userEvent.type(screen.getByLabelText(/Title/), '  Sharks  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/projects', method: 'POST', body: { title: 'Sharks' } });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Project created' });
    expect(changes).toContainEqual({ resource: 'projects' });
    expect(window.location.pathname).toBe('/app/projects/p9/scenes');
  });

  it('disables Create while the request is in flight', async () => {
    useSession.setState({ user: users.staff });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/app/projects', <ProjectForm close={jest.fn()} />);

    await userEvent.type(screen.getByLabelText(/Title/), 'Sharks');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    answer({ status: 201, body: created });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
  });

  it('on failure keeps the form open with the server message and no toast', async () => {
    useSession.setState({ user: users.staff });
    mockFetch(() => ({ status: 409, body: { message: 'A project with this title exists' } }));
    const close = jest.fn();
    renderAt('/app/projects', <ProjectForm close={close} />);

    await userEvent.type(screen.getByLabelText(/Title/), 'Sharks');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A project with this title exists');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Sharks');
    expect(close).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(window.location.search).toBe('?status=all');
  });

  it('offers PMs "Add to My Projects" and sends it', async () => {
    useSession.setState({ user: users.pm });
    const calls = mockFetch(() => ({ status: 201, body: created }));
    renderAt('/app/projects', <ProjectForm close={jest.fn()} />);

    await userEvent.type(screen.getByLabelText(/Title/), 'Sharks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add to My Projects' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(calls[0]?.body).toEqual({ title: 'Sharks', addToMyProjects: true }));
  });

  it('does not offer "Add to My Projects" to others', () => {
    useSession.setState({ user: users.staff });
    mockFetch(() => ({ status: 201, body: created }));
    renderAt('/app/projects', <ProjectForm close={jest.fn()} />);
    expect(screen.queryByRole('checkbox', { name: 'Add to My Projects' })).not.toBeInTheDocument();
  });

  it('Cancel closes without sending', async () => {
    useSession.setState({ user: users.staff });
    const calls = mockFetch(() => ({ status: 201, body: created }));
    const close = jest.fn();
    renderAt('/app/projects', <ProjectForm close={close} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
