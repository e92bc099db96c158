/**
 * The DOM the remote applications mount into. One host element lives for the whole page (the Layout attaches
 * it inside <main>), with one child per remote: React re-rendering the shell never touches them, and Retry can
 * replace a broken remote's element with a clean one.
 */
let host: HTMLElement | null = null;
const elements = new Map<string, HTMLElement>();

export function remoteAreaHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div');
    host.dataset.remoteAreaHost = '';
  }
  return host;
}

export function areaElementFor(name: string): HTMLElement {
  let element = elements.get(name);
  if (!element) {
    element = document.createElement('div');
    element.dataset.remoteArea = name;
    remoteAreaHost().appendChild(element);
    elements.set(name, element);
  }
  return element;
}

/** Drop a remote's element (whatever a broken mount left in it) so the next mount starts clean. */
export function resetAreaElement(name: string): void {
  elements.get(name)?.remove();
  elements.delete(name);
}
