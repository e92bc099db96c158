/**
 * The top bar's messages link: the unread count from GET /api/messages/unread, reloaded by a
 * `data:changed {resource: 'messages'}` (what the server's push becomes on the page), and no badge at zero.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mutate } from 'swr';
import { bus, useSession } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { ROUTER_FUTURE, StudioThemeProvider } from 'shared-ui';
import { MessagesLink } from './MessagesLink';

beforeEach(async () => {
  useSession.setState({ user: users.freelancer, locale: 'en' });
  // The global SWR cache (the page's, which data:changed reaches), emptied between tests.
  await mutate(() => true, undefined, { revalidate: false });
});

const renderLink = () =>
  render(
    <StudioThemeProvider>
      <MemoryRouter future={ROUTER_FUTURE}>
        <MessagesLink />
      </MemoryRouter>
    </StudioThemeProvider>,
  );

describe('MessagesLink', () => {
  it('links to the messages with the unread count, and follows it when messages change', async () => {
    let count = 3;
    const calls = mockFetch((url) => (url.pathname === '/api/messages/unread' ? { body: { count } } : { status: 404 }));
    renderLink();
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/app/messages');
    expect(link).toHaveTextContent('3');

    count = 0;
    await act(async () => bus.emit('data:changed', { resource: 'messages' }));
    expect(await screen.findByRole('link', { name: 'Messages' })).not.toHaveTextContent(/\d/);
    expect(calls.map((call) => call.url)).toEqual(['/api/messages/unread', '/api/messages/unread']);
  });
});
