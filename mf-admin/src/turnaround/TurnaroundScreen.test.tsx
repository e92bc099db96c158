import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import type { TurnaroundReport } from './api/get-turnaround';

// jsdom has no canvas: the chart library's component is replaced by one that shows what it was given (the browser
// test draws the real chart).
jest.mock('react-chartjs-2', () => ({
  Bar: (props: {
    'aria-label': string;
    role: string;
    data: { labels: string[]; datasets: { label: string; data: number[] }[] };
  }) => (
    <figure role={props.role} aria-label={props['aria-label']}>
      {JSON.stringify({ labels: props.data.labels, datasets: props.data.datasets.map(({ label, data }) => ({ label, data })) })}
    </figure>
  ),
}));

const REPORT: TurnaroundReport = {
  from: '2030-03-01',
  to: '2030-03-31',
  groups: [
    {
      jobType: 'script',
      level: 1,
      openToClaimed: { count: 3, median: 4, p90: 5.6 },
      claimedToSubmitted: { count: 3, median: 8, p90: 17.6 },
      submittedToApproved: { count: 3, median: 6, p90: 9.2 },
      rounds: { count: 3, median: 1, p90: 1.8 },
    },
    {
      jobType: 'script',
      level: 2,
      openToClaimed: { count: 1, median: 5, p90: 5 },
      claimedToSubmitted: { count: 2, median: 132.5, p90: 237.7 },
      submittedToApproved: null,
      rounds: null,
    },
  ],
  people: [
    {
      user: { _id: 'u-fay', name: 'Fay', nameAlias: '', picture: null },
      approved: 4,
      withDue: 2,
      onTime: 1,
      onTimeRate: 0.5,
      rounds: 3,
      roundsPerJob: 0.75,
    },
    {
      user: { _id: 'u-gus', name: 'Gus', nameAlias: '', picture: null },
      approved: 2,
      withDue: 0,
      onTime: 0,
      onTimeRate: null,
      rounds: 1,
      roundsPerJob: 0.5,
    },
  ],
};

const serve = (report: TurnaroundReport = REPORT) =>
  mockFetch((url) => ({
    body: { ...report, from: url.searchParams.get('from'), to: url.searchParams.get('to') },
  }));

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('turnaround screen', () => {
  it('shows the figures per job type and star level and per person, with a chart', async () => {
    serve();
    renderAt('/app/users/turnaround?from=2030-03-01&to=2030-03-31', <AppRoutes />);
    const byType = await screen.findByRole('region', { name: 'By job type and star level' });
    const rows = within(byType).getAllByRole('row');
    expect(cells(rows[1])).toEqual([
      'Script Writing1 star',
      '4 h90%: 5.63 jobs',
      '8 h90%: 17.63 jobs',
      '6 h90%: 9.23 jobs',
      '190%: 1.83 jobs',
    ]);
    expect(cells(rows[2])).toEqual(['Script Writing2 stars', '5 h90%: 51 job', '132.5 h90%: 237.72 jobs', '—', '—']);
    const byPerson = screen.getByRole('region', { name: 'By person' });
    const people = within(byPerson).getAllByRole('row');
    expect(cells(people[1])).toEqual(['Fay', '4', '50%1 of 2 with a due date', '0.753 rounds']);
    expect(cells(people[2])).toEqual(['Gus', '2', 'No due dates', '0.51 round']);
    const chart = await screen.findByRole('img', {
      name: 'Chart of the median hours of each span per job type and star level (the table below has the figures)',
    });
    expect(JSON.parse(chart.textContent ?? '')).toEqual({
      labels: ['Script Writing 1★', 'Script Writing 2★'],
      datasets: [
        { label: 'Open → claimed', data: [4, 5] },
        { label: 'Claimed → submitted', data: [8, 132.5] },
        { label: 'Submitted → approved', data: [6, null] },
      ],
    });
  });

  it('asks again when the period changes, keeps it in the address, and the CSV link follows', async () => {
    const calls = serve();
    renderAt('/app/users/turnaround?from=2030-03-01&to=2030-03-31', <AppRoutes />);
    await screen.findByRole('region', { name: 'By person' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/turnaround.csv?from=2030-03-01&to=2030-03-31',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-02-01' } });
    expect(screen.getByTestId('address')).toHaveTextContent('/app/users/turnaround?from=2030-02-01&to=2030-03-31');
    await screen.findByRole('region', { name: 'By person' });
    expect(calls.map((call) => call.url)).toContain('/api/reports/turnaround?from=2030-02-01&to=2030-03-31');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/turnaround.csv?from=2030-02-01&to=2030-03-31',
    );
  });

  it('says so when nothing happened in the period', async () => {
    serve({ ...REPORT, groups: [], people: [] });
    renderAt('/app/users/turnaround?from=2030-03-01&to=2030-03-31', <AppRoutes />);
    expect(await screen.findByText('No job was claimed, submitted or approved in this period.')).toBeInTheDocument();
  });

  it('is linked from the users list', async () => {
    mockFetch(() => ({ body: { users: [], count: 0 } }));
    renderAt('/app/users', <AppRoutes />);
    expect(await screen.findByRole('link', { name: 'Turnaround' })).toHaveAttribute('href', '/app/users/turnaround');
  });
});
