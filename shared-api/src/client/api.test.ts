import { bus, type ToastEvent } from '../bus/bus';
import { installFakeXhr, lastXhr, mockFetch } from '../test-support';
import { api } from './api';
import { ApiError, handleApiError, UNEXPECTED_ERROR } from './errors';
import { browserNavigation } from './navigation';

const JOB_ACTION = '/api/jobs/{id}/{action}';
const CLAIM = { params: { id: '1', action: 'claim' } } as const;

let toasts: ToastEvent[];
const onToast = (event: ToastEvent) => toasts.push(event);
let assign: jest.SpyInstance;
let push: jest.SpyInstance;

beforeEach(() => {
  toasts = [];
  bus.on('toast', onToast);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  push = jest.spyOn(browserNavigation, 'push').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/app/jobs?status=open');
});

afterEach(() => {
  bus.off('toast', onToast);
  jest.restoreAllMocks();
});

describe('requests', () => {
  it('sends JSON with the same-origin cookie and parses the JSON answer', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { message: 'Project created', project: { _id: 'p1' } } }));

    const result = await api.post('/api/projects', { body: { title: 'Moon' } });

    expect(result.project._id).toBe('p1');
    expect(calls[0].url).toBe('/api/projects');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"title":"Moon"}' });
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("sends the page's language, so a 400 comes back in it (Thai before signing in too)", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    document.documentElement.lang = 'th';
    try {
      await api.get('/api/session');
    } finally {
      document.documentElement.lang = '';
    }
    await api.get('/api/session');
    expect(calls[0].init.headers).toMatchObject({ 'Accept-Language': 'th' });
    expect(calls[1].init.headers).not.toHaveProperty('Accept-Language');
  });

  it('serialises the query of a GET, skipping undefined and empty values', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    await api.get('/api/jobs', { query: { status: 'open', user: undefined, filter: '', skip: 0 } });
    expect(calls[0].url).toBe('/api/jobs?skip=0&status=open');
    expect(calls[0].init.method).toBe('GET');
  });

  it('uses put and del with their methods; an empty answer resolves undefined', async () => {
    const calls = mockFetch(() => ({ status: 204 }));
    const props = { title: 'Moon', category: 'Helpful', exaggeration: 'Curious', fileId: 'f1' } as const;
    await api.put('/api/resources/{type}', { params: { type: 'cover-title-sample' }, body: { _id: 's1', props } });
    await expect(api.del('/api/resources/{id}', { params: { id: 's1' } })).resolves.toBeUndefined();
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['PUT', '/api/resources/cover-title-sample'],
      ['DELETE', '/api/resources/s1'],
    ]);
  });
});

describe('the error catalogue', () => {
  it('401 goes to the login page with ?redirect set to the current address', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Please log in', redirectUrl: '/auth/login' } }));

    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 401 });

    expect(assign).toHaveBeenCalledWith('/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen');
    expect(toasts).toEqual([]);
  });

  it('401 without a redirectUrl uses /auth/login', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Please log in' } }));
    await expect(api.get('/api/jobs')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen');
  });

  it('401 on the login page itself does not reload it', async () => {
    window.history.replaceState(null, '', '/auth/login?redirect=%2Fapp%2F');
    mockFetch(() => ({ status: 401, body: { message: 'Please log in', redirectUrl: '/auth/login' } }));
    await expect(api.get('/api/notifs')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('with redirectOn401: false a 401 is an ordinary error (the login form)', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Wrong e-mail or password' } }));
    await expect(
      api.post('/api/auth/login', { body: { email: 'a@b.co', password: 'wrong' } }, { redirectOn401: false }),
    ).rejects.toMatchObject({
      message: 'Wrong e-mail or password',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ kind: 'error', message: 'Wrong e-mail or password' }]);
  });

  it('403 with a redirectUrl (freelancer terms) moves there without a toast', async () => {
    mockFetch(() => ({ status: 403, body: { message: 'Agree to the terms first', redirectUrl: '/app/account?section=terms' } }));
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 403 });
    expect(push).toHaveBeenCalledWith('/app/account?section=terms');
    expect(toasts).toEqual([]);
  });

  it('403 with a redirectUrl does nothing when already there', async () => {
    window.history.replaceState(null, '', '/app/account?section=terms');
    mockFetch(() => ({ status: 403, body: { message: 'Agree first', redirectUrl: '/app/account?section=terms' } }));
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 403 });
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    [400, { message: 'title is required' }, 'title is required'],
    [403, { message: 'Only project managers may do that' }, 'Only project managers may do that'],
    [409, { message: 'Job already claimed' }, 'Job already claimed'],
    [500, { message: 'relation "jobs" does not exist' }, UNEXPECTED_ERROR],
    [404, {}, UNEXPECTED_ERROR],
    [502, '<html>Bad gateway</html>', UNEXPECTED_ERROR],
  ])('status %i with body %j shows the toast "%s"', async (status, body, shown) => {
    mockFetch(() => ({ status, body }));
    const error = await api.post(JOB_ACTION, CLAIM).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: shown, body });
    expect(toasts).toEqual([{ kind: 'error', message: shown }]);
  });

  it('silent skips the toast but still rejects with the message', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Job already claimed' } }));
    await expect(api.post(JOB_ACTION, CLAIM, { silent: true })).rejects.toMatchObject({
      message: 'Job already claimed',
    });
    expect(toasts).toEqual([]);
  });

  it('a failed connection shows "Unexpected error occurred"', async () => {
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      configurable: true,
      writable: true,
    });
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 0, message: UNEXPECTED_ERROR });
    expect(toasts).toEqual([{ kind: 'error', message: UNEXPECTED_ERROR }]);
  });

  it('an aborted request rejects quietly', async () => {
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
      configurable: true,
      writable: true,
    });
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('handleApiError toasts unknown errors as unexpected', () => {
    handleApiError(new Error('boom'));
    expect(toasts).toEqual([{ kind: 'error', message: UNEXPECTED_ERROR }]);
  });
});

describe('upload', () => {
  beforeEach(installFakeXhr);

  it('posts the file in the named field and reports progress', async () => {
    const progress: number[] = [];
    const file = new File(['hello'], 'receipt.pdf', { type: 'application/pdf' });
    const done = api.upload(
      '/api/files/upload',
      { file },
      {
        fieldName: 'receipt',
        onProgress: (fraction) => progress.push(fraction),
      },
    );

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload');
    expect((xhr.sent?.get('receipt') as File).name).toBe('receipt.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.respond(200, { file: { _id: 'f1' } });

    await expect(done).resolves.toEqual({ file: { _id: 'f1' } });
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends the file as "file" by default and shows the server message on 415', async () => {
    const done = api.upload('/api/files/upload', { file: new File(['x'], 'tool.exe') });
    expect(lastXhr().sent?.get('file')).toBeInstanceOf(File);
    lastXhr().respond(415, { message: 'File type not accepted: .exe' });
    await expect(done).rejects.toMatchObject({ status: 415, message: 'File type not accepted: .exe' });
    expect(toasts).toEqual([{ kind: 'error', message: 'File type not accepted: .exe' }]);
  });

  it('stops when its signal aborts, without a toast', async () => {
    const controller = new AbortController();
    const done = api.upload('/api/files/upload', { file: new File(['x'], 'a.png') }, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });
});
