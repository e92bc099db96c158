import { screen } from '@testing-library/react';
import { aJob, aProject } from '../test-support/jobs';
import { mockFetch } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { MyJobsWidget } from './MyJobsWidget';

const job = (id: string, title: string) =>
  aJob({ _id: id, project: aProject(title), jobType: 'voice', prices: {}, status: 'inprogress' });

describe('My Jobs widget', () => {
  it('lists my first five jobs with a View All link to my jobs', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [job('1', 'Alpha'), job('2', 'Beta')], hasMore: true } }));
    renderAt('/app/', <MyJobsWidget />);

    expect(screen.getByRole('heading', { name: 'My Jobs' })).toBeInTheDocument();
    expect(await screen.findByText('Project: Alpha')).toBeInTheDocument();
    expect(screen.getByText('Project: Beta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/jobs?status=my-jobs');
    const query = Object.fromEntries(new URL(calls[0].url, 'http://x').searchParams);
    expect(query).toMatchObject({ status: 'my-jobs', limit: '5' });
  });

  it('says "No jobs" when I have none', async () => {
    mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/', <MyJobsWidget />);
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
  });
});
