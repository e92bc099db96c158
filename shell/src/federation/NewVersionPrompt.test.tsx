import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { mockFetch } from 'shared-api/test-support';
import { jobsRegistry } from '../test/registry';
import { renderShell } from '../test/render';
import { registerRegistry } from './loadRemoteModule';
import { NewVersionPrompt } from './NewVersionPrompt';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const registry = jobsRegistry;

describe('NewVersionPrompt', () => {
  // In this order: the page's loader registers the remotes once, at the first check.
  it('asks nothing before the first navigation, nor while no remote is on the page', async () => {
    const fetched = mockFetch(() => ({ body: registry('1.0.0-a') }));
    const { events } = renderShell(
      <>
        <Link to="/app/jobs">Jobs</Link>
        <NewVersionPrompt />
      </>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await events.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(fetched).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a reload once a navigation finds a remote deployed or rolled back since the page loaded', async () => {
    let version = '1.0.0-a';
    const fetched = mockFetch(() => ({ body: registry(version) }));
    const reload = jest.fn();
    registerRegistry(registry(version)); // what the page loaded with
    const { events } = renderShell(
      <>
        <Link to="/app/jobs">Jobs</Link>
        <Link to="/app/projects">Projects</Link>
        <NewVersionPrompt reload={reload} />
      </>,
    );
    // A navigation finds nothing newer.
    await events.click(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    version = '0.9.0-rolled-back';
    await events.click(screen.getByRole('link', { name: 'Projects' }));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('A new version is available');
    await events.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
