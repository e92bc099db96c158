import { screen, waitFor } from '@testing-library/react';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell, unmountAndSettle } from '../test/render';
import { SearchBox } from './SearchBox';

function searchServer() {
  const projects = [
    { _id: 'p1', title: 'Wildlife cartoon', status: 'production', thumbnail: null, updated: '2026-01-01T00:00:00.000Z' },
  ];
  return mockFetch((url) => {
    const term = (url.searchParams.get('term') ?? '').toLowerCase();
    if (url.pathname === '/api/projects/search')
      return { body: { projects: projects.filter((p) => p.title.toLowerCase().includes(term)), skip: 0, hasMore: false } };
    if (url.pathname === '/api/posts/search') return { body: { posts: [] } };
    if (url.pathname === '/api/messages/search') return { body: { conversations: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchBox', () => {
  afterEach(unmountAndSettle);

  it('draws the box alone, then hands what was typed and the focus to the whole search', async () => {
    const calls = searchServer();
    const { events } = renderShell(<SearchBox />, { user: users.staff });
    // The box alone: no results list behind it, nothing asked.
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-controls');
    await events.type(box(), 'wild');
    expect(await screen.findByRole('option', { name: /Wildlife cartoon/ })).toBeInTheDocument();
    expect(box()).toHaveValue('wild');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.url.startsWith('/api/projects/search'))).not.toHaveLength(0);
  });

  it("focuses the box on '/' from the page, and the whole search keeps the focus", async () => {
    searchServer();
    const { events } = renderShell(<SearchBox />, { user: users.staff });
    await events.keyboard('/');
    await waitFor(() => expect(box()).toHaveAttribute('aria-controls'));
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await events.keyboard('wild');
    expect(await screen.findByRole('option', { name: /Wildlife cartoon/ })).toBeInTheDocument();
  });
});
