import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, type Payment } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { mockFetch } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay1',
    user: { _id: 'u1', name: 'Nok Freelancer', nameAlias: '', picture: null },
    jobs: [
      {
        _id: 'j1',
        title: 'Script for Sharks',
        jobType: 'script',
        kind: 'job',
        amount: 120,
        perfBased: false,
        project: { _id: 'p1', title: 'Sharks' },
      },
      {
        _id: 'j2',
        title: '',
        jobType: 'voice',
        kind: 'job',
        amount: 80.5,
        perfBased: true,
        project: { _id: 'p1', title: 'Sharks' },
      },
      {
        _id: 'j2',
        title: '',
        jobType: 'voice',
        kind: 'bonus',
        amount: 10,
        perfBased: false,
        project: { _id: 'p1', title: 'Sharks' },
      },
    ],
    total: 1200.5,
    pbPayouts: [],
    pbCount: 1,
    files: [{ id: 'f1', name: 'receipt-march.pdf', ext: 'pdf' }],
    text: 'March batch',
    createdBy: { _id: 'u9', name: 'Pam Payments', nameAlias: '', picture: null },
    createdAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('payment history', () => {
  it('lists each payment with who was paid, the total, the date and who paid', async () => {
    mockFetch(() => ({ body: { payments: [payment()], hasMore: false } }));
    renderAt('/app/payments', <AppRoutes />);

    const row = await screen.findByRole('listitem', { name: /Nok Freelancer/ });
    expect(within(row).getByText('$1,200.50')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(within(row).getByText(/by Pam Payments/)).toBeInTheDocument();
    expect(within(row).queryByText('Script for Sharks')).not.toBeInTheDocument();
  });

  it('expands a payment to its jobs, comments and receipts, and collapses it again', async () => {
    mockFetch(() => ({ body: { payments: [payment()], hasMore: false } }));
    renderAt('/app/payments', <AppRoutes />);
    const row = await screen.findByRole('listitem', { name: /Nok Freelancer/ });
    const toggle = within(row).getByRole('button', { name: /Details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const jobs = within(row).getByRole('table', { name: 'Jobs' });
    const [, first, second, bonus] = within(jobs).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Script for Sharks', 'Sharks', '$120', 'No']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Voice Over', 'Sharks', '$80.50', 'Yes']);
    expect(
      within(bonus)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Voice OverBonus', 'Sharks', '$10', 'No']);
    expect(within(row).getByText('March batch')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'receipt-march.pdf' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a receipt downloads through the authorised path: the server’s signed link, where the browser goes', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/api/files/download'
        ? { body: { url: '/files/f1/receipt-march.pdf?sig=abc' } }
        : { body: { payments: [payment()], hasMore: false } },
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderAt('/app/payments', <AppRoutes />);
    const row = await screen.findByRole('listitem', { name: /Nok Freelancer/ });
    await userEvent.click(within(row).getByRole('button', { name: /Details/ }));

    await userEvent.click(within(row).getByRole('button', { name: 'receipt-march.pdf' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/files/f1/receipt-march.pdf?sig=abc'));
    expect(calls.map((call) => call.url)).toContain('/api/files/download?filename=receipt-march.pdf&key=f1');
    assign.mockRestore();
  });

  it('a refused receipt goes nowhere (the server says why in a toast)', async () => {
    mockFetch((url) =>
      url.pathname === '/api/files/download'
        ? { status: 403, body: { message: 'You may not download this file' } }
        : { body: { payments: [payment()], hasMore: false } },
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderAt('/app/payments', <AppRoutes />);
    const row = await screen.findByRole('listitem', { name: /Nok Freelancer/ });
    await userEvent.click(within(row).getByRole('button', { name: /Details/ }));
    await userEvent.click(within(row).getByRole('button', { name: 'receipt-march.pdf' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/payments'));
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('a PB payout shows its projects and amounts instead of jobs', async () => {
    const payout = payment({
      jobs: [],
      pbPayouts: [{ project: { _id: 'p2', title: 'Whales' }, amount: 75.5 }],
      total: 75.5,
      pbCount: 0,
      files: [],
    });
    mockFetch(() => ({ body: { payments: [payout], hasMore: false } }));
    renderAt('/app/payments', <AppRoutes />);
    const row = await screen.findByRole('listitem', { name: /Nok Freelancer/ });
    await userEvent.click(within(row).getByRole('button', { name: /Details/ }));
    expect(within(row).getByRole('heading', { name: 'PB payouts' })).toBeInTheDocument();
    expect(within(row).getByText('Whales: $75.50')).toBeInTheDocument();
    expect(within(row).queryByText('No jobs in this payment')).not.toBeInTheDocument();
  });

  it('says "Nothing here" when there are no payments', async () => {
    mockFetch(() => ({ body: { payments: [], hasMore: false } }));
    renderAt('/app/payments', <AppRoutes />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('Load More asks for the next page and appends it', async () => {
    const calls = mockFetch((url) =>
      url.searchParams.get('skip') === '0'
        ? {
            body: {
              payments: [payment({ _id: 'a', user: { _id: 'u1', name: 'First Person', nameAlias: '', picture: null } })],
              hasMore: true,
            },
          }
        : {
            body: {
              payments: [payment({ _id: 'b', user: { _id: 'u2', name: 'Second Person', nameAlias: '', picture: null } })],
              hasMore: false,
            },
          },
    );
    renderAt('/app/payments', <AppRoutes />);
    await screen.findByRole('listitem', { name: /First Person/ });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('listitem', { name: /Second Person/ })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /First Person/ })).toBeInTheDocument();
    const last = new URL(calls[calls.length - 1].url, 'http://x');
    expect(last.pathname).toBe('/api/payments');
    expect(last.searchParams.get('skip')).toBe('20');
  });

  it('shows the server message when the history cannot load', async () => {
    mockFetch(() => ({ status: 403, body: { message: 'Contributors only' } }));
    renderAt('/app/payments', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Contributors only');
  });
});
