import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Earnings, Project } from 'shared-api';
import { listen, mockFetch, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { aProject, WithProject } from '../test-support/project';
import { EarningsBox } from './EarningsBox';
import { parseAmount } from './SyncRevenueForm';

const NONE: Earnings = { fbUrl: null, ytUrl: null, total: null, syncedAt: null, additional: [] };

function serve(project: Project) {
  let current = project;
  const calls = mockFetch((url, call) => {
    if (call.method === 'GET') return { body: { project: current } };
    const body = call.body as Record<string, unknown>;
    if (url.pathname.endsWith('/earnings')) {
      current = { ...current, earnings: { ...current.earnings!, fbUrl: null, ytUrl: null, ...body } };
      return { body: { message: 'Earnings links saved', project: current } };
    }
    current = {
      ...current,
      earnings: { ...current.earnings!, ...(body as Partial<Earnings>), syncedAt: '2024-03-02T10:00:00.000Z' },
    };
    return { body: { message: 'Sync done', project: current } };
  });
  return calls;
}
const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));
const renderBox = () => renderAt('/app/projects/p1/jobs', <WithProject box={(project) => <EarningsBox project={project} />} />);

describe('earnings box', () => {
  const toasts = listen('toast');

  it('renders nothing when the project carries no earnings (clients)', () => {
    renderAt('/app/projects/p1/jobs', <EarningsBox project={aProject({ earnings: undefined, actions: ['editEarnings'] })} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows other contributors read-only links or "Not Connected", the total, the additional sources and syncedAt', () => {
    const earnings: Earnings = {
      fbUrl: 'https://facebook.example.com/v/1',
      ytUrl: null,
      total: 12345.678,
      syncedAt: '2024-03-01T10:00:00.000Z',
      additional: [{ source: 'Licensing', total: 1500 }],
    };
    renderAt('/app/projects/p1/jobs', <EarningsBox project={aProject({ earnings, actions: [] })} />);
    const box = screen.getByRole('region', { name: 'Earnings' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'https://facebook.example.com/v/1' })).toHaveAttribute('target', '_blank');
    expect(within(box).getByText('Not Connected')).toBeInTheDocument();
    expect(within(box).getByText('12,345.68')).toBeInTheDocument();
    expect(within(box).getByText('Licensing: 1,500')).toBeInTheDocument();
    expect(within(box).getByText('Mar 1, 2024')).toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Not synced yet" before any sync', () => {
    renderAt('/app/projects/p1/jobs', <EarningsBox project={aProject({ earnings: NONE, actions: [] })} />);
    expect(screen.getAllByText('Not Connected')).toHaveLength(2);
    expect(screen.getByText('Not synced yet')).toBeInTheDocument();
  });

  it('editors save the links: at least one, else the first field is focused and nothing is sent', async () => {
    const calls = serve(aProject({ earnings: NONE, actions: ['editEarnings'] }));
    renderBox();
    const fb = await screen.findByRole('textbox', { name: 'Facebook video URL' });
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(fb).toHaveFocus();
    expect(screen.getByText('Enter at least one link')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'YouTube video URL' }), ' https://youtube.example.com/watch?v=9 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Earnings links saved' }));
    expect(screen.queryByText('Enter at least one link')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { url: '/api/projects/p1/earnings', body: { ytUrl: 'https://youtube.example.com/watch?v=9' } },
    ]);
  });

  it('editors sync the revenue with additional sources (rows added and removed); bad rows are focused, nothing sent', async () => {
    const calls = serve(aProject({ earnings: NONE, actions: ['editEarnings'] }));
    renderBox();
    const total = await screen.findByRole('textbox', { name: 'Total earnings' });
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(total).toHaveFocus();
    expect(screen.getByText('Enter the total, 0 or more')).toBeInTheDocument();

    await userEvent.type(total, '1234.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Source 1' }), 'Patreon');
    await userEvent.type(screen.getByRole('textbox', { name: 'Source 1 total' }), '50.25');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Source 2 total' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(screen.getByRole('textbox', { name: 'Source 2' })).toHaveFocus();
    expect(screen.getByText('Name the source')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove source 2' }));
    expect(screen.queryByRole('textbox', { name: 'Source 3' })).not.toBeInTheDocument();
    // The remaining blank row is dropped.
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Sync done' }));
    expect(posts(calls)).toEqual([
      { url: '/api/projects/p1/sync-revenue', body: { total: 1234.5, additional: [{ source: 'Patreon', total: 50.25 }] } },
    ]);
    const box = screen.getByRole('region', { name: 'Earnings' });
    expect(within(box).getByText('1,234.5')).toBeInTheDocument();
    expect(within(box).getByText('Patreon: 50.25')).toBeInTheDocument();
    expect(within(box).getByText('Mar 2, 2024')).toBeInTheDocument();
  });

  it('a source row with a name and no amount is refused in place', async () => {
    const calls = serve(
      aProject({ earnings: { ...NONE, total: 10, additional: [{ source: 'Ads', total: 5 }] }, actions: ['editEarnings'] }),
    );
    renderBox();
    const amount = await screen.findByRole('textbox', { name: 'Source 1 total' });
    expect(amount).toHaveValue('5');
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(amount).toHaveFocus();
    expect(screen.getByText('Enter the amount, 0 or more')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    [' 1,234.56 ', 1234.56],
    ['0', 0],
    ['', null],
    ['-1', null],
    ['abc', null],
  ])('%j → %j', (text, value) => expect(parseAmount(text)).toBe(value));
});
