/**
 * The one HTTP client. Same-origin cookies, JSON in and out, errors through the catalogue
 * (`errors.ts`) and thrown as `ApiError`.
 */
import { ApiError, handleApiError, isAbortError, type ErrorHandlingOptions } from './errors';
import { withQuery, type Query } from './query';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

function upload<T>(path: string, file: File | FormData, options: UploadOptions = {}): Promise<T> {
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

export const api = {
  get<T>(path: string, query?: Query | null, options?: RequestOptions): Promise<T> {
    return request<T>('GET', withQuery(path, query), undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', path, body, options);
  },
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PATCH', path, body, options);
  },
  del<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, undefined, options);
  },
  upload,
};

export type Api = typeof api;
