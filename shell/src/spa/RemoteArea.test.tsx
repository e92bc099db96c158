import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { useRemoteFailures } from './failures';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

describe('RemoteArea', () => {
  afterEach(() => act(() => useRemoteFailures.getState().clear('mf-jobs')));

  it('shows Loading while the area starts, and nothing of its own once the remote runs', () => {
    renderShell(<RemoteArea name="mf-jobs" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows an error panel for a failed remote, and Retry retries that application', async () => {
    const retry = jest.fn(async () => useRemoteFailures.getState().clear('mf-jobs'));
    const { events } = renderShell(<RemoteArea name="mf-jobs" retry={retry} />);
    act(() => useRemoteFailures.getState().report('mf-jobs', { kind: 'load', reason: 'network', message: 'ScriptNetworkError' }));

    expect(screen.getByRole('alert')).toHaveTextContent('This part of the app could not be loaded');
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith('mf-jobs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a remote crashed while rendering', () => {
    renderShell(<RemoteArea name="mf-jobs" />);
    act(() => useRemoteFailures.getState().report('mf-jobs', { kind: 'render', reason: 'crashed', message: 'boom' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the app stopped working.');
  });

  it.each([
    ['incompatible', 'This part was deployed with an incompatible version.'],
    ['not-deployed', 'This part of the app is not available right now.'],
  ] as const)('names a %s failure', (reason, text) => {
    renderShell(<RemoteArea name="mf-jobs" />);
    act(() => useRemoteFailures.getState().report('mf-jobs', { kind: 'load', reason, message: 'x' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
