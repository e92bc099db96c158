import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { RemoteParcel, type ParcelModule } from './index';

type Props = { domElement: HTMLElement; episode?: number };

/** Real single-spa-react lifecycles around a test component: what a remote's exposed parcel module looks like. */
function fakeParcel(component: ComponentType<Props & AppProps>): ParcelModule<Props> {
  return {
    default: singleSpaReact<Props>({ React, ReactDOMClient, rootComponent: component, suppressComponentDidCatchWarning: true }),
  };
}

function MyJobs({ episode = 3 }: Props) {
  return <p>Storyboard for Episode {episode}</p>;
}

function Broken(): JSX.Element {
  throw new Error('render failed');
}

// The parcel is its own React root on React's scheduler, as in the browser.
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('RemoteParcel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(async () => {
    await act(async () => {
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    jest.restoreAllMocks();
  });

  it('mounts the parcel the loader returns, with its own props', async () => {
    const load = jest.fn().mockResolvedValue(fakeParcel(MyJobs));
    renderUi(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} parcelProps={{ episode: 4 }} />);
    expect(await screen.findByText('Storyboard for Episode 4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-jobs/MyJobsWidget');
  });

  it('shows an error panel when the remote fails to load, and Retry loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(fakeParcel(MyJobs));
    const { user } = renderUi(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This part of the app could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Storyboard for Episode 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error panel when the parcel throws while rendering, in its own place only', async () => {
    const load = jest.fn().mockResolvedValueOnce(fakeParcel(Broken)).mockResolvedValueOnce(fakeParcel(MyJobs));
    const { user } = renderUi(
      <>
        <RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />
        <p>The rest of the dashboard</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app stopped working.');
    expect(screen.getByText('The rest of the dashboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Storyboard for Episode 3')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    // Retry asks the loader for a fresh copy: the one it loaded before is what broke.
    expect(load).toHaveBeenLastCalledWith('mf-jobs/MyJobsWidget', { fresh: true });
  });

  it('names an incompatible deploy (a module the remote does not expose) apart from a network failure', async () => {
    const missing = Object.assign(new Error('Module "./MyJobsWidget" does not exist in container.'), { reason: 'incompatible' });
    const load = jest.fn().mockRejectedValueOnce(missing);
    renderUi(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part was deployed with an incompatible version.');
  });

  it('unmounts the parcel when it leaves the page', async () => {
    const parcel = fakeParcel(MyJobs);
    const unmount = jest.spyOn(parcel.default, 'unmount');
    const load = jest.fn().mockResolvedValue(parcel);
    const view = renderUi(<RemoteParcel moduleId="mf-jobs/MyJobsWidget" load={load} />);
    expect(await screen.findByText('Storyboard for Episode 3')).toBeInTheDocument();
    view.unmount();
    await waitFor(() => expect(unmount).toHaveBeenCalled());
  });
});
