import { screen } from '@testing-library/react';
import { useSession } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { project } from '../test-support/projects';
import { MyProjectsWidget } from './MyProjectsWidget';

const projectNamed = (id: string, title: string) => project({ _id: id, title });

describe('My Projects widget', () => {
  it("shows an admin's first three projects of My Projects with a View All link", async () => {
    useSession.setState({ user: users.admin });
    const calls = mockFetch(() => ({
      body: { projects: [projectNamed('1', 'Alpha'), projectNamed('2', 'Beta')], skip: 3, hasMore: true },
    }));
    renderAt('/app/', <MyProjectsWidget />);

    expect(screen.getByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/projects?status=my-projects');
    expect(Object.fromEntries(new URL(calls[0].url, 'http://x').searchParams)).toMatchObject({
      status: 'my-projects',
      limit: '3',
    });
  });

  it('shows other users their projects and says so when there are none', async () => {
    useSession.setState({ user: users.staff });
    const calls = mockFetch(() => ({ body: { projects: [], skip: 0, hasMore: false } }));
    renderAt('/app/', <MyProjectsWidget />);

    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
    expect(new URL(calls[0].url, 'http://x').searchParams.get('status')).toBe('all');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/projects?status=all');
  });
});
