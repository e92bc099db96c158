import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { aJob, aProject } from '../test-support/jobs';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { ProjectJobsSection, SECTION_PAGE_SIZE } from './ProjectJobsSection';

const jobsNamed = (...titles: string[]) =>
  titles.map((title, i) =>
    aJob({
      _id: `j-${title}`,
      jobType: 'other',
      title,
      project: aProject('Rent Day', 'p1'),
      created: new Date(Date.now() - i * 60_000).toISOString(),
    }),
  );

describe('project jobs section', () => {
  const modals = listen('modal:open');

  it("lists the project's jobs a page at a time with Load More and View All; items open inside the project", async () => {
    useSession.setState({ user: users.scripter });
    const calls = mockFetch((url) =>
      url.pathname === '/api/jobs'
        ? url.searchParams.get('skip') === '0'
          ? { body: { jobs: jobsNamed('First'), hasMore: true } }
          : { body: { jobs: jobsNamed('Second'), hasMore: false } }
        : { status: 404, body: { message: 'no' } },
    );
    renderAt('/app/projects/p1/jobs', <ProjectJobsSection projectId="p1" />);
    expect(await screen.findByText('First')).toBeInTheDocument();
    const query = Object.fromEntries(new URL(calls[0].url, 'http://x').searchParams);
    expect(query).toMatchObject({ projectId: 'p1', status: 'incomplete', limit: String(SECTION_PAGE_SIZE) });
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/jobs?status=incomplete&projectId=p1');
    expect(screen.getAllByRole('link', { name: 'Other' })[0]).toHaveAttribute('href', '/app/projects/p1/jobs/j-First');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // Contributors who are not PMs: no Create button. Job stats are the project page's (mf-projects' side column).
    expect(screen.queryByRole('button', { name: '+ Create Job' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/cost'))).toBe(false);
  });

  it('PMs get "+ Create Job", which opens the create-job modal', async () => {
    useSession.setState({ user: users.admin });
    mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/projects/p1/jobs', <ProjectJobsSection projectId="p1" />);
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jobs' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Create Job' }));
    expect(modals).toEqual([{ name: 'job-create', props: { projectId: 'p1' } }]);
  });

  it('shows one job inside the project at …/jobs/{jobId} (an h2 under the h1 of the project page), with Back to Jobs leading to the section', async () => {
    useSession.setState({ user: users.pm });
    mockFetch(() => ({ body: { job: aJob({ _id: 'j9', jobType: 'coloring' }) } }));
    renderAt('/app/projects/p1/jobs/j9', <ProjectJobsSection projectId="p1" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Coloring' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/app/projects/p1/jobs');
  });

  it('the status filter reloads the list', async () => {
    useSession.setState({ user: users.pm });
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/projects/p1/jobs', <ProjectJobsSection projectId="p1" />);
    await screen.findByText('No jobs');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('status')).toBe('completed'));
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/jobs?status=completed&projectId=p1');
  });
});
