import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

const defaults = [
  { jobType: 'script', sizeOffset: 12, days: 3 },
  { jobType: 'script', sizeOffset: 0, days: null },
  { jobType: 'script', sizeOffset: 3, days: null },
  { jobType: 'storyboard', sizeOffset: 0, days: 10 },
];
const pricing = { roles: {}, updated: null };

function serve(onSave?: (body: unknown) => { status?: number; body: unknown }) {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/jobs/pricing') return { body: { pricing } };
    if (call.method === 'POST' && onSave) return onSave(call.body);
    return { body: { defaults } };
  });
}

const section = () => screen.findByRole('form', { name: 'Due-date defaults' });

describe('due-date defaults (Job Pricing screen)', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.admin }));

  it('shows each job type and length band with its days, empty where none is set', async () => {
    serve();
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const form = await section();
    expect(within(form).getByLabelText('Script Writing, < 3.6k: days')).toHaveValue(3);
    expect(within(form).getByLabelText('Script Writing, Standard: days')).toHaveValue(null);
    expect(within(form).getByLabelText('Storyboarding, All lengths: days')).toHaveValue(10);
  });

  it("saves every band (empty: no default) and shows the server's message", async () => {
    const calls = serve(() => ({ body: { defaults, message: 'Due-date defaults saved' } }));
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const form = await section();
    await userEvent.type(within(form).getByLabelText('Script Writing, Standard: days'), '7');
    await userEvent.clear(within(form).getByLabelText('Storyboarding, All lengths: days'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save due-date defaults' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Due-date defaults saved' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      defaults: [
        { jobType: 'script', sizeOffset: 12, days: 3 },
        { jobType: 'script', sizeOffset: 0, days: 7 },
        { jobType: 'script', sizeOffset: 3, days: null },
        { jobType: 'storyboard', sizeOffset: 0, days: null },
      ],
    });
  });

  it('refuses days that are not whole numbers from 1 to 365 before sending', async () => {
    const calls = serve(() => ({ body: {} }));
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const form = await section();
    await userEvent.type(within(form).getByLabelText('Script Writing, Standard: days'), '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Save due-date defaults' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Days are whole numbers from 1 to 365, or empty');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    serve(() => ({ status: 400, body: { message: 'defaults: a size band does not apply to its job type' } }));
    renderAt('/app/jobs/pricing', <AppRoutes />);
    const form = await section();
    await userEvent.click(within(form).getByRole('button', { name: 'Save due-date defaults' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('a size band does not apply');
  });
});
