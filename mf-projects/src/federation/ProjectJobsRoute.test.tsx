import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectJobsSectionProps, RemoteModules } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { renderAt } from 'shared-ui/test-support';
import { loadRemoteModule } from './loadRemoteModule';

jest.mock('./loadRemoteModule', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** What mf-jobs exposes as `./ProjectJobsSection`: real single-spa-react lifecycles around a stand-in. */
function fakeSection(): RemoteModules['mf-jobs/ProjectJobsSection'] {
  function Section({ projectId }: ProjectJobsSectionProps & AppProps) {
    return <p>Jobs of project {projectId}</p>;
  }
  const lifecycles = singleSpaReact<ProjectJobsSectionProps>({
    React,
    ReactDOMClient,
    rootComponent: Section,
    suppressComponentDidCatchWarning: true,
  });
  return { default: lifecycles };
}

// The parcel is its own React root, rendering on React's scheduler as in the browser (single-spa-react resolves
// mount once it has rendered), so its updates are not expected inside act().
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  load.mockReset();
});

describe('/app/projects/{id}/jobs', () => {
  it("mounts mf-jobs' jobs section as a parcel, for the project in the address", async () => {
    load.mockResolvedValue(fakeSection());
    renderAt('/app/projects/p42/jobs', <AppRoutes />);
    expect(await screen.findByText('Jobs of project p42')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-jobs/ProjectJobsSection');
  });

  it('also at …/jobs/{jobId} (the section shows the job itself)', async () => {
    load.mockResolvedValue(fakeSection());
    renderAt('/app/projects/p42/jobs/j7', <AppRoutes />);
    expect(await screen.findByText('Jobs of project p42')).toBeInTheDocument();
  });

  it('a section that cannot be loaded says so in place, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('mf-jobs is not deployed')).mockResolvedValueOnce(fakeSection());
    renderAt('/app/projects/p42/jobs', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded: mf-jobs is not deployed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Jobs of project p42')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
