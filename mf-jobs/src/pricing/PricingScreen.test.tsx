import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

const slots = (n: number[]) => Object.fromEntries(n.map((slot) => [String(slot), slot]));
const ALL = Array.from({ length: 18 }, (_, i) => i + 1);
const pricing = {
  roles: {
    script: { rates: slots(ALL), bonus: 5 },
    storyboard: { rates: slots([1, 2, 3, 7, 8, 9]), bonus: 7 },
  },
  updated: '2024-01-01T00:00:00.000Z',
};

/** The due-date defaults below the table (due-defaults/DueDefaultsSection.test.tsx tests them). */
const dueDefaults = { defaults: [{ jobType: 'storyboard', sizeOffset: 0, days: null }] };
const answer = (url: URL) => ({ body: url.pathname === '/api/jobs/due-defaults' ? dueDefaults : { pricing } });

const block = (name: string) => screen.getByRole('region', { name });
const inputsOf = (name: string) => within(block(name)).getAllByRole('spinbutton');

describe('job pricing editor', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.admin }));

  it('shows the rates per role and star level: 18 slots and a bonus for character-priced roles, 1-3 and 7-9 for the others', async () => {
    mockFetch(answer);
    renderAt('/app/jobs/pricing', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Pricing' })).toBeInTheDocument();

    expect(inputsOf('Script Writing')).toHaveLength(18 + 1);
    expect(inputsOf('Storyboarding')).toHaveLength(6 + 1);
    const script = block('Script Writing');
    expect(
      within(script)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Level', 'Regular < 3.6k', 'Regular < 6k', 'Regular > 6k', 'PB < 3.6k', 'PB < 6k', 'PB > 6k']);
    // Level 1 row: small 13, below 1, above 4; PB small 16, below 7, above 10.
    expect(within(script).getByLabelText('Script Writing, Regular < 3.6k, level 1')).toHaveValue(13);
    expect(within(script).getByLabelText('Script Writing, Regular < 6k, level 2')).toHaveValue(2);
    expect(within(script).getByLabelText('Script Writing, Regular > 6k, level 3')).toHaveValue(6);
    expect(within(script).getByLabelText('Script Writing, PB < 3.6k, level 3')).toHaveValue(18);
    expect(within(script).getByLabelText('Script Writing, PB > 6k, level 1')).toHaveValue(10);
    expect(within(script).getByLabelText('Bonus of Script Writing')).toHaveValue(5);
    expect(within(block('Storyboarding')).getByLabelText('Storyboarding, PB All lengths, level 2')).toHaveValue(8);
    // A role the table has no row for yet starts at 0.
    expect(within(block('Coloring')).getByLabelText('Coloring, Regular All lengths, level 1')).toHaveValue(0);
  });

  it('says under a rate of 600, as it is typed, that rates go from 0 to 500 (not only a red border)', async () => {
    mockFetch(answer);
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const rate = await screen.findByLabelText('Script Writing, Regular < 6k, level 2');
    expect(rate).not.toHaveAccessibleDescription();
    await userEvent.clear(rate);
    await userEvent.type(rate, '600');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('From 0 to 500');
    expect(within(block('Script Writing')).getByText('From 0 to 500')).toBeVisible();
  });

  it('refuses a rate over 500: the field gets the focus and nothing is sent', async () => {
    const calls = mockFetch(answer);
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const rate = await screen.findByLabelText('Script Writing, Regular < 6k, level 2');
    await userEvent.clear(rate);
    await userEvent.type(rate, '501');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(rate).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Rates are numbers from 0 to 500');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("saves every role's rates and shows the server's message", async () => {
    const calls = mockFetch((url, call) =>
      call.method === 'POST' && url.pathname === '/api/jobs/pricing'
        ? { body: { pricing: { ...pricing, updated: '2024-02-02T00:00:00.000Z' }, message: 'Pricing saved' } }
        : answer(url),
    );
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const rate = await screen.findByLabelText('Storyboarding, Regular All lengths, level 3');
    await userEvent.clear(rate);
    await userEvent.type(rate, '42.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Pricing saved' }));
    const body = calls.find((call) => call.method === 'POST')?.body as {
      roles: Record<string, { rates: Record<string, number>; bonus: number }>;
    };
    expect(Object.keys(body.roles)).toHaveLength(18);
    expect(body.roles.storyboard).toEqual({ rates: { ...slots([1, 2, 7, 8, 9]), '3': 42.5 }, bonus: 7 });
    expect(Object.keys(body.roles.script.rates)).toHaveLength(18);
  });

  it('is for admins only', () => {
    useSession.setState({ user: users.pm });
    const calls = mockFetch(answer);
    renderAt('/app/jobs/pricing', <AppRoutes />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
