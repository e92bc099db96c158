import { screen, waitFor } from '@testing-library/react';
import { RemoteLoadError } from '../federation/loadRemoteModule';
import { fakeParcel } from '../test/fakeParcel';
import { renderShell, unmountAndSettle } from '../test/render';
import { RemoteParcel } from './RemoteParcel';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function MyJobs() {
  return <p>Storyboard for Episode 3</p>;
}

function Broken(): JSX.Element {
  throw new Error('render failed');
}

describe('RemoteParcel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(async () => {
    await unmountAndSettle();
    jest.restoreAllMocks();
  });

  it('mounts the parcel the loader returns', async () => {
    const load = jest.fn().mockResolvedValue(fakeParcel(MyJobs));
    renderShell(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />);
    expect(await screen.findByText('Storyboard for Episode 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-jobs/MyJobsWidget');
  });

  it('shows an error panel when the remote fails to load, and Retry loads it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new RemoteLoadError('mf-jobs/MyJobsWidget', new Error('ScriptNetworkError')))
      .mockResolvedValueOnce(fakeParcel(MyJobs));
    const { events } = renderShell(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This part of the app could not be loaded');
    await events.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Storyboard for Episode 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error panel when the parcel throws while rendering, in its own place only', async () => {
    const load = jest.fn().mockResolvedValueOnce(fakeParcel(Broken)).mockResolvedValueOnce(fakeParcel(MyJobs));
    const { events } = renderShell(
      <>
        <RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />
        <p>The rest of the dashboard</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app stopped working.');
    expect(screen.getByText('The rest of the dashboard')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Storyboard for Episode 3')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
