/**
 * Calls typed by path. The `@ts-expect-error` lines are the proof: `tsc -p . --noEmit` fails if a wrong body field,
 * a wrong path param or a wrong answer field ever compiles (an unused `@ts-expect-error` is itself an error).
 */
import { mockFetch } from '../test-support';
import { api } from './api';
import { urlOf } from './api-paths';

describe('urlOf', () => {
  it('fills the path params, encoded, and appends the query', () => {
    expect(urlOf('/api/jobs/{id}/bonus/{action}', { params: { id: 'j 1', action: 'paid' } })).toBe('/api/jobs/j%201/bonus/paid');
    expect(urlOf('/api/jobs', { query: { status: 'open', skip: 0 } })).toBe('/api/jobs?skip=0&status=open');
  });

  it('refuses a path whose param is missing rather than calling /api/jobs/undefined', () => {
    expect(() => urlOf('/api/jobs/{id}', { params: {} })).toThrow('the path param "id" is missing');
  });
});

describe('calls typed by path', () => {
  it('sends what the operation takes and answers its JSON, typed', async () => {
    const calls = mockFetch(() => ({ body: { message: 'Submitted', job: { _id: 'j1' } } }));

    const answer = await api.post('/api/jobs/{id}/submit', { params: { id: 'j1' }, body: { note: 'done', files: [] } });
    const message: string = answer.message;

    expect(message).toBe('Submitted');
    expect(calls[0].url).toBe('/api/jobs/j1/submit');
    expect(calls[0].init.body).toBe('{"note":"done","files":[]}');
  });

  it('refuses at compile time a wrong body field, a wrong path param and a wrong answer field', async () => {
    mockFetch(() => ({ body: { message: 'ok', job: { _id: 'j1' } } }));
    // Never called: these calls only have to fail to compile.
    const wrongCalls = () => [
      // @ts-expect-error `notes` is not a field of the submit body (it is `note`).
      api.post('/api/jobs/{id}/submit', { params: { id: 'j1' }, body: { notes: 'done' } }),
      // @ts-expect-error `/api/jobs/{id}/submit` has the param `id`, not `jobId`.
      api.post('/api/jobs/{id}/submit', { params: { jobId: 'j1' }, body: {} }),
      // @ts-expect-error a path with params needs them.
      api.post('/api/jobs/{id}/approve'),
      // @ts-expect-error `approve` is not an action of `/api/jobs/{id}/bonus/{action}`.
      api.post('/api/jobs/{id}/bonus/{action}', { params: { id: 'j1', action: 'approve' } }),
      // @ts-expect-error a path the server does not have.
      api.get('/api/job'),
    ];
    expect(wrongCalls).toBeInstanceOf(Function);

    const answer = await api.post('/api/jobs/{id}/submit', { params: { id: 'j1' }, body: {} });
    // @ts-expect-error the submit answer has `job`, not `jobs`.
    expect(answer.jobs).toBeUndefined();
    expect(answer.job._id).toBe('j1');
  });
});
