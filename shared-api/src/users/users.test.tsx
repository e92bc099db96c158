import { renderHook, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { mockFetch } from '../test-support';
import { lookupUsers, useUserPages, useUsers } from './users';

const row = (id: string) => ({ _id: id, name: `User ${id}`, nameAlias: '', picture: null, level: 'staff', role: [] });

beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the user directory client', () => {
  it('useUsers asks GET /api/users with the query, and nothing for a null query', async () => {
    const calls = mockFetch(() => ({ body: { users: [row('1')], count: 1 } }));
    const { result } = renderHook(() => useUsers({ lookup: 'an', limit: 10 }));
    await waitFor(() => expect(result.current.data?.users).toHaveLength(1));
    renderHook(() => useUsers(null));
    expect(calls.map((call) => call.url)).toEqual(['/api/users?limit=10&lookup=an']);
  });

  it('lookupUsers answers the rows of a mention lookup (at most 10)', async () => {
    const calls = mockFetch(() => ({ body: { users: [row('2')], count: 1 } }));
    await expect(lookupUsers('bo')).resolves.toEqual([row('2')]);
    expect(calls.map((call) => call.url)).toEqual(['/api/users?limit=10&lookup=bo']);
  });

  it('useUserPages pages by 50 and has more while fewer than the total are loaded', async () => {
    const calls = mockFetch(() => ({ body: { users: [row('3')], count: 2 } }));
    const { result } = renderHook(() => useUserPages({ level: 'all' }));
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.hasMore).toBe(true);
    expect(calls[0].url).toBe('/api/users?level=all&limit=50&skip=0');
  });

  it('useUserPages has more while the count was capped, even once the capped count is loaded', async () => {
    mockFetch(() => ({ body: { users: [row('4')], count: 1, countCapped: true } }));
    const { result } = renderHook(() => useUserPages({ level: 'client' }));
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(result.current.countCapped).toBe(true);
    expect(result.current.hasMore).toBe(true);
  });
});
