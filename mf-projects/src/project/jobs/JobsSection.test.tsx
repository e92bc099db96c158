import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  provideRemoteLoader,
  type ProjectAction,
  type ProjectJobsSectionProps,
  type RemoteModuleLoader,
  type RemoteModules,
} from 'shared-api';
import { users, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../../AppRoutes';
import { aProject, serveProject, signIn, PROJECT_ID as P } from '../test-support/project';

// The page's loader (the shell provides its own at start-up); the section loads through shared-api's loadRemoteModule.
const load = jest.fn<Promise<RemoteModules['mf-jobs/ProjectJobsSection']>, [string]>();
provideRemoteLoader(load as unknown as RemoteModuleLoader);

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
beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(async () => {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  load.mockReset();
});

const costCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/cost'));

const QUOTE = {
  characterCount: 5000,
  sceneCount: 4,
  perfBased: false,
  level: 2,
  lines: [
    { jobType: 'script', size: 0, scenes: null, price: 202 },
    { jobType: 'storyboard', size: 0, scenes: 4, price: 48 },
  ],
  total: 250,
};

function serve(actions: ProjectAction[] = []) {
  return serveProject(aProject({ actions }), {
    other: (url) =>
      url.pathname === `/api/projects/${P}/cost`
        ? { body: { cost: 1234.5, count: 7 } }
        : url.pathname === `/api/projects/${P}/quote`
          ? { body: QUOTE }
          : { status: 404 },
  });
}

describe('Jobs section', () => {
  it("mounts mf-jobs' jobs section as a parcel for the project, inside the page", async () => {
    load.mockResolvedValue(fakeSection());
    signIn(users.staff);
    const calls = serve();
    renderAt(`/app/projects/${P}/jobs`, <AppRoutes />);
    expect(await screen.findByText(`Jobs of project ${P}`)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-jobs/ProjectJobsSection');
    expect(screen.getByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    // Not an admin: no job stats, and no side column at all.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(costCalls(calls)).toEqual([]);
  });

  it('also at …/jobs/{jobId} (the section shows the job itself)', async () => {
    load.mockResolvedValue(fakeSection());
    signIn(users.staff);
    serve();
    renderAt(`/app/projects/${P}/jobs/j7`, <AppRoutes />);
    expect(await screen.findByText(`Jobs of project ${P}`)).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(`/app/projects/${P}/jobs/j7`);
  });

  it('admins (seeCost) get the job stats in the side column', async () => {
    load.mockResolvedValue(fakeSection());
    signIn(users.admin);
    serve(['seeCost']);
    renderAt(`/app/projects/${P}/jobs`, <AppRoutes />);
    const side = await screen.findByRole('complementary', { name: 'About this project' });
    const stats = within(side).getByRole('region', { name: 'Job stats' });
    await waitFor(() => expect(within(stats).getByText('$1,234.50')).toBeInTheDocument());
    expect(within(stats).getByText('7')).toBeInTheDocument();
    // The Home side boxes stay on Home.
    expect(within(side).queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
  });

  it("whoever may create the project's jobs (createJob) sees the quote: each usual type's price and the total", async () => {
    load.mockResolvedValue(fakeSection());
    signIn(users.pm);
    const calls = serve(['createJob']);
    renderAt(`/app/projects/${P}/jobs`, <AppRoutes />);
    const side = await screen.findByRole('complementary', { name: 'About this project' });
    const quote = within(side).getByRole('region', { name: 'Quote before jobs open' });
    const table = await within(quote).findByRole('table', { name: 'Expected cost per job type' });
    expect(within(quote).getByText(/at level 2 for 5,000 characters and 4 scenes/)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Script Writing$202', 'Storyboarding (4 scenes)$48', 'Total$250']);
    expect(costCalls(calls)).toEqual([]);
  });

  it('a section that cannot be loaded says so in place, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('mf-jobs is not deployed')).mockResolvedValueOnce(fakeSection());
    signIn(users.staff);
    serve();
    renderAt(`/app/projects/${P}/jobs`, <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Jobs of project ${P}`)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
