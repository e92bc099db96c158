import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type SessionUser } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { anEntry } from '../test-support/outstanding';

const fay = anEntry();
const otto = anEntry({
  user: { _id: 'u-otto', name: 'Otto Other', nameAlias: '', picture: 'pic-otto', paymentInfo: 'Bank: 123' },
  items: [
    { _id: 'j9', title: '', jobType: 'voice', kind: 'job', amount: 42, perfBased: false, project: { _id: 'p3', title: 'Owls' } },
  ],
  total: 42,
  pbCount: 0,
});
const payersOwn = anEntry({
  user: { _id: users.payer._id, name: users.payer.name, nameAlias: '', picture: null, paymentInfo: 'Bank: 999' },
  total: 10,
});

function serve(body: unknown, status = 200) {
  return mockFetch((url) =>
    url.pathname === '/api/payments/outstanding' ? { status, body } : { status: 404, body: { message: 'not here' } },
  );
}

const showAs = (user: SessionUser) => {
  useSession.setState({ user });
  renderAt('/app/payments/outstanding', <AppRoutes />);
};
const entry = (name: string) => screen.findByRole('listitem', { name });
const FIRST_PAGE = '/api/payments/outstanding?limit=20&skip=0';

/** Payee `i` of a long list, owed $10 (names sort as numbered). */
const payee = (i: number) =>
  anEntry({
    user: { _id: `u-${i}`, name: `Payee ${String(i).padStart(2, '0')}`, nameAlias: '', picture: null },
    items: [anEntry().items[0]],
    total: 10,
    pbCount: 0,
  });

describe('outstanding payments', () => {
  it("lists each payee's jobs and bonuses with project, type, PB marker and amount, the entry total and the grand total", async () => {
    serve({ entries: [fay, otto], total: 174.75, hasMore: false });
    showAs(users.payer);

    const fayItem = await entry('Fay Freelancer');
    expect(within(fayItem).getByRole('heading', { name: 'Fay Freelancer' })).toBeInTheDocument();
    expect(within(fayItem).getByRole('img', { name: 'Fay Freelancer' })).toBeInTheDocument();
    expect(within(fayItem).getByText('$132.75')).toBeInTheDocument();
    expect(within(fayItem).getByText('Payment info: PayPal: fay@example.com')).toBeInTheDocument();
    const rows = within(within(fayItem).getByRole('table', { name: 'Owed to Fay Freelancer' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Script Writing', 'Sharks', '$80', 'No'],
      ['Script WritingBonus', 'Sharks', '$12.50', 'No'],
      ['Find reference photos', 'Whales', '$40.25', 'Yes'],
    ]);
    expect(within(fayItem).getByText(/^Performance-based jobs: 1/)).toBeInTheDocument();
    // The payer records the payee's PB payouts from their PB breakdown.
    expect(within(fayItem).getByRole('link', { name: "Fay Freelancer's PB Breakdown" })).toHaveAttribute(
      'href',
      `/app/payments/pb?user=${fay.user._id}`,
    );
    expect(within(await entry('Otto Other')).getByText('$42', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Total outstanding:')).toHaveTextContent('Total outstanding: $174.75');
  });

  it('holders of the payment role get Make Payment on every entry but their own', async () => {
    serve({ entries: [fay, payersOwn], total: 142.75, hasMore: false });
    showAs(users.payer);
    expect(within(await entry('Fay Freelancer')).getByRole('button', { name: 'Make Payment to Fay Freelancer' })).toBeEnabled();
    expect(within(await entry('Pam Payer')).queryByRole('button', { name: /Make Payment/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an admin without the payment role', users.admin],
    ['a freelancer', users.freelancer],
    ['staff', users.staff],
  ])('%s sees no Make Payment', async (_label, user) => {
    serve({ entries: [{ ...fay, user: { ...fay.user, paymentInfo: undefined } }], total: 132.75, hasMore: false });
    showAs(user);
    const item = await entry('Fay Freelancer');
    expect(within(item).queryByRole('button', { name: /Make Payment/ })).not.toBeInTheDocument();
    expect(within(item).queryByText(/Payment info/)).not.toBeInTheDocument();
  });

  it('Make Payment opens the payment form for that payee; Escape closes it', async () => {
    serve({ entries: [fay, otto], total: 174.75, hasMore: false });
    showAs(users.payer);
    await userEvent.click(within(await entry('Otto Other')).getByRole('button', { name: /Make Payment/ }));

    const dialog = screen.getByRole('dialog', { name: 'Make Payment to Otto Other' });
    expect(within(dialog).getByRole('checkbox', { name: /Voice Over/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Voice Over/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Nothing outstanding" when nobody is owed anything', async () => {
    serve({ entries: [], total: 0, hasMore: false });
    showAs(users.freelancer);
    expect(await screen.findByText('Nothing outstanding')).toBeInTheDocument();
    expect(screen.queryByText(/Total outstanding/)).not.toBeInTheDocument();
  });

  it('shows Loading... first, and the server message with Retry when the list cannot load; Retry asks again', async () => {
    let fail = true;
    const calls = mockFetch(() =>
      fail
        ? { status: 403, body: { message: 'Payments are for contributors' } }
        : { body: { entries: [fay], total: 132.75, hasMore: false } },
    );
    showAs(users.payer);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are for contributors');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await entry('Fay Freelancer')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([FIRST_PAGE, FIRST_PAGE]);
  });

  it('shows 20 payees, then the next 20 with Load More payees, keeping the grand total of every page', async () => {
    const calls = mockFetch((url) => {
      const skip = Number(url.searchParams.get('skip'));
      const entries = Array.from({ length: skip === 0 ? 20 : 5 }, (_, i) => payee(skip + i));
      return { body: { entries, total: 250, hasMore: skip === 0 } };
    });
    showAs(users.admin);
    expect(await entry('Payee 19')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Payee 20' })).not.toBeInTheDocument();
    expect(screen.getByText('Total outstanding:')).toHaveTextContent('Total outstanding: $250');

    await userEvent.click(screen.getByRole('button', { name: 'Load More payees' }));

    expect(await entry('Payee 24')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Payee 00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More payees' })).not.toBeInTheDocument();
    expect(screen.getByText('Total outstanding:')).toHaveTextContent('Total outstanding: $250');
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/payments'))).toEqual([
      FIRST_PAGE,
      '/api/payments/outstanding?limit=20&skip=20',
    ]);
  });

  it('a side nav links Outstanding (this page), History, PB Breakdown and Statement, and nothing else', async () => {
    serve({ entries: [], total: 0, hasMore: false });
    showAs(users.freelancer);
    const nav = screen.getByRole('navigation', { name: 'Payments' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Outstanding', '/app/payments/outstanding'],
      ['History', '/app/payments'],
      ['PB Breakdown', '/app/payments/pb'],
      ['Statement', '/app/payments/statement'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Outstanding' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: 'History' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/payments'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
  });
});
