/**
 * The one HTTP client. Same-origin cookies, JSON in and out, errors through the catalogue
 * (`errors.ts`) and thrown as `ApiError`. Calls are typed by path (`api-paths.ts`):
 * `api.post('/api/jobs/{id}/approve', { params: { id } }, { silent: true })` checks the params, the query, the body
 * and the answer against the server's OpenAPI document.
 */
import {
  urlOf,
  type ApiResponse,
  type AnyParts,
  type ApiPath,
  type PartsArgs,
  type PathFor,
  type RequestParts,
} from './api-paths';
import { ApiError, handleApiError, isAbortError, type ErrorHandlingOptions } from './errors';

export type RequestOptions = ErrorHandlingOptions & {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type UploadOptions = RequestOptions & {
  /** Called with 0..1 as the bytes go out, and with 1 once the server answered. */
  onProgress?(fraction: number): void;
  /** Form field the file is sent in when a File is given. Default 'file'. */
  fieldName?: string;
};

// No PATCH: the server has no PATCH route (add the method when one appears in OpenAPI).
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The page's language (`<html lang>`, set by shared-ui's setLocale) as Accept-Language, so the server answers a
 * sentence (a 400 naming a field) in the language the person reads, also before they sign in.
 */
function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'th' || lang === 'en' ? { 'Accept-Language': lang } : {};
}

function fail(err: unknown, options: ErrorHandlingOptions): never {
  handleApiError(err, options);
  throw err;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers, body: payload, signal: options.signal });
  } catch (err) {
    // Aborts pass through untouched; a failed connection is an "Unexpected error occurred".
    if (isAbortError(err)) throw err;
    return fail(new ApiError(0, undefined), options);
  }

  const data = parseBody(await response.text(), response.headers.get('Content-Type'));
  if (!response.ok) return fail(new ApiError(response.status, data), options);
  return data as T;
}

function sendUpload<T>(path: string, file: File | FormData, options: UploadOptions = {}): Promise<T> {
  const form = file instanceof FormData ? file : new FormData();
  if (!(file instanceof FormData)) form.append(options.fieldName ?? 'file', file);

  return new Promise<T>((resolve, reject) => {
    // XMLHttpRequest because fetch reports no upload progress.
    const xhr = new XMLHttpRequest();
    const rejectWith = (err: unknown) => {
      if (!isAbortError(err)) handleApiError(err, options);
      reject(err);
    };
    const onAbort = () => xhr.abort();

    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...languageHeader(), ...options.headers })) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', onAbort);
      const data = parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type'));
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
      } else {
        rejectWith(new ApiError(xhr.status, data));
      }
    };
    xhr.onerror = () => {
      options.signal?.removeEventListener('abort', onAbort);
      rejectWith(new ApiError(0, undefined));
    };
    xhr.onabort = () => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new DOMException('Upload aborted', 'AbortError'));
    };

    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

/** The untyped core of the typed methods: `args` are the parts (params, query, body) and the request options. */
function call<T>(method: Method, path: string, args: readonly unknown[]): Promise<T> {
  const parts = args[0] as AnyParts | null | undefined;
  return request<T>(method, urlOf(path, parts), parts?.body, args[1] as RequestOptions | undefined);
}

/**
 * GET of a URL already built by `urlOf` (the SWR hooks' cache key is the URL, so their fetcher reads it back).
 * Not exported from the package: callers name a path template through `api.get`, `useApi` or `useApiInfinite`.
 */
export function getUrl<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, undefined, options);
}

type UploadPaths = PathFor<'post'>;
/** An upload's parts: the path params, and the file (sent in `fieldName`) or a whole form. */
export type UploadParts<P extends ApiPath> = Pick<RequestParts<P, 'post'>, 'params'> & { file: File | FormData };

export const api = {
  get<P extends PathFor<'get'>>(path: P, ...args: PartsArgs<P, 'get', RequestOptions>): Promise<ApiResponse<P, 'get'>> {
    return call('GET', path, args);
  },
  post<P extends PathFor<'post'>>(path: P, ...args: PartsArgs<P, 'post', RequestOptions>): Promise<ApiResponse<P, 'post'>> {
    return call('POST', path, args);
  },
  put<P extends PathFor<'put'>>(path: P, ...args: PartsArgs<P, 'put', RequestOptions>): Promise<ApiResponse<P, 'put'>> {
    return call('PUT', path, args);
  },
  del<P extends PathFor<'delete'>>(path: P, ...args: PartsArgs<P, 'delete', RequestOptions>): Promise<ApiResponse<P, 'delete'>> {
    return call('DELETE', path, args);
  },
  /** A multipart POST with upload progress (XMLHttpRequest): `api.upload('/api/files/upload', { file }, { onProgress })`. */
  upload<P extends UploadPaths>(path: P, parts: UploadParts<P>, options?: UploadOptions): Promise<ApiResponse<P, 'post'>> {
    return sendUpload(urlOf(path, parts as AnyParts), parts.file, options);
  },
};

export type Api = typeof api;
