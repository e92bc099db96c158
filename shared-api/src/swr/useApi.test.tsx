import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { bus, notifyChanged, type ToastEvent } from '../bus/bus';
import type { ApiQuery } from '../client/api-paths';
import { mockFetch } from '../test-support';
import { revalidate } from './revalidate';
import { useApi, apiKey } from './useApi';
import { useApiInfinite } from './useApiInfinite';

type JobStatus = ApiQuery<'/api/jobs', 'get'>['status'];

let toasts: ToastEvent[];
const onToast = (event: ToastEvent) => toasts.push(event);

beforeEach(async () => {
  toasts = [];
  bus.on('toast', onToast);
  // The hooks use SWR's global cache (so revalidate() reaches them); empty it between tests.
  await mutate(() => true, undefined, { revalidate: false });
});
afterEach(() => bus.off('toast', onToast));

function JobTitles({ status }: { status?: JobStatus }) {
  const { data, error } = useApi('/api/jobs', { query: { status, user: undefined } });
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading...</p>;
  return (
    <ul>
      {data.jobs.map((job) => (
        <li key={job._id}>{job.title}</li>
      ))}
    </ul>
  );
}

describe('useApi', () => {
  it('keys the request by path and serialised query and shows the data', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [{ _id: '1', title: 'Voice for Moon' }] } }));
    render(<JobTitles status="open" />);
    expect(await screen.findByText('Voice for Moon')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/jobs?status=open']);
    expect(apiKey('/api/jobs', { query: { status: 'open', user: undefined } })).toBe('/api/jobs?status=open');
    expect(apiKey('/api/jobs/{id}', { params: { id: 'j 1' } })).toBe('/api/jobs/j%201');
    expect(apiKey('/api/jobs', null)).toBeNull();
  });

  it('does not request with null parts', () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderHook(() => useApi('/api/jobs', null));
    expect(calls).toEqual([]);
  });

  it('applies the error catalogue once and exposes the error', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'db down' } }));
    render(<JobTitles status="pending" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(toasts).toEqual([{ kind: 'error', message: 'Unexpected error occurred' }]);
  });

  it('revalidate(prefix) and notifyChanged refetch every key under the path', async () => {
    let title = 'Before';
    const calls = mockFetch(() => ({ body: { jobs: [{ _id: '1', title }] } }));
    render(<JobTitles status="inprogress" />);
    await screen.findByText('Before');

    title = 'After';
    await act(() => revalidate('/api/jobs'));
    expect(await screen.findByText('After')).toBeInTheDocument();

    title = 'Changed again';
    await act(() => notifyChanged('jobs'));
    expect(await screen.findByText('Changed again')).toBeInTheDocument();

    await act(() => revalidate('/api/job'));
    expect(calls).toHaveLength(3);
  });

  it('a data:changed event from anywhere on the page (another remote, the shell) reloads the lists under it', async () => {
    let title = 'Before';
    const calls = mockFetch(() => ({ body: { jobs: [{ _id: '1', title }] } }));
    render(<JobTitles status="completed" />);
    await screen.findByText('Before');

    title = 'Paid by the payments screen';
    act(() => bus.emit('data:changed', { resource: 'jobs' }));
    expect(await screen.findByText('Paid by the payments screen')).toBeInTheDocument();
    act(() => bus.emit('data:changed', { resource: 'payments' }));
    expect(calls).toHaveLength(2);
  });
});

describe("a live event under one record's path", () => {
  const [A, B] = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'];

  function Feedback({ id }: { id: string }) {
    const { data } = useApi('/api/projects/{id}/review-feedback', { params: { id } });
    return <p>{data ? `${id}: ${data.feedback.comments.length}` : 'Loading...'}</p>;
  }

  it("reloads that project's review feedback (the review box, the comments side modal) and no other project's", async () => {
    let count = 0;
    const calls = mockFetch(() => ({
      body: { feedback: { targets: [], comments: Array.from({ length: count }, () => ({})), decisions: [] } },
    }));
    render(
      <>
        <Feedback id={A} />
        <Feedback id={B} />
      </>,
    );
    await screen.findByText(`${A}: 0`);
    await screen.findByText(`${B}: 0`);
    count = 1;
    act(() => bus.emit('data:changed', { resource: `projects/${A}/review-feedback` }));
    expect(await screen.findByText(`${A}: 1`)).toBeInTheDocument();
    expect(screen.getByText(`${B}: 0`)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      `/api/projects/${A}/review-feedback`,
      `/api/projects/${B}/review-feedback`,
      `/api/projects/${A}/review-feedback`,
    ]);
  });
});

describe('useApiInfinite', () => {
  const allJobs = Array.from({ length: 5 }, (_, i) => ({ _id: String(i), title: `Job ${i}` }));

  function serveJobs() {
    return mockFetch((url) => {
      const params = url.searchParams;
      const skip = Number(params.get('skip'));
      const limit = Number(params.get('limit'));
      return { body: { jobs: allJobs.slice(skip, skip + limit), hasMore: skip + limit < allJobs.length } };
    });
  }

  it('loads pages of `limit` by skip until hasMore is false', async () => {
    const calls = serveJobs();
    const { result } = renderHook(() => useApiInfinite('/api/jobs', { query: { status: 'open' } }, { limit: 2 }));

    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));

    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((job) => job.title)).toEqual(allJobs.map((job) => job.title));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/jobs?limit=2&skip=0&status=open',
      '/api/jobs?limit=2&skip=2&status=open',
      '/api/jobs?limit=2&skip=4&status=open',
    ]);
  });

  it('with a cursor, asks for the page after the last one by its cursor, not by skip', async () => {
    const calls = mockFetch((url) => {
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit'));
      const newestFirst = [...allJobs].reverse();
      const from = before === null ? 0 : newestFirst.findIndex((job) => job._id === before) + 1;
      return { body: { jobs: newestFirst.slice(from, from + limit), hasMore: from + limit < newestFirst.length } };
    });
    const { result } = renderHook(() =>
      useApiInfinite('/api/jobs', {}, { limit: 2, cursor: (page) => ({ before: page.jobs[page.jobs.length - 1]._id }) }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.items.map((job) => job._id)).toEqual(['4', '3', '2', '1']);
    expect(calls.map((call) => call.url)).toEqual(['/api/jobs?limit=2', '/api/jobs?before=3&limit=2']);
  });

  it('without hasMore in the answer, a full page means more', async () => {
    mockFetch(() => ({ body: { feeds: [{ _id: 'a' }, { _id: 'b' }] } }));
    const { result } = renderHook(() => useApiInfinite('/api/feeds', {}, { limit: 2 }));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);
  });

  it('is refreshed by revalidate(prefix)', async () => {
    const calls = serveJobs();
    const { result } = renderHook(() => useApiInfinite('/api/jobs', {}, { limit: 10 }));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    allJobs[0].title = 'Renamed';
    await act(() => revalidate('/api/jobs'));
    await waitFor(() => expect(result.current.items[0].title).toBe('Renamed'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});
