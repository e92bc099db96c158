/** An XMLHttpRequest stand-in for upload tests (`api.upload` uses XHR for its progress events). */
type Listener = () => void;

export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: Listener | null = null;
  onerror: Listener | null = null;
  onabort: Listener | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Install FakeXhr as `window.XMLHttpRequest`, forgetting the last request. */
export function installFakeXhr(): void {
  FakeXhr.last = null;
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
}

/** The request made last; fails the test when none was made. */
export function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was opened');
  return FakeXhr.last;
}
