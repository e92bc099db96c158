/**
 * The page's boot data: `<script type="application/json" id="boot">{ user, registry, locale }</script>`,
 * written by the server so the first paint needs no call.
 */
import type { RemoteRegistry } from '../federation/remote-modules';
import type { Locale, SessionUser } from '../types';

export type Boot = { user: SessionUser | null; registry: RemoteRegistry; locale: Locale };

export const BOOT_ELEMENT_ID = 'boot';

/** Thai when the page's or the user's locale is 'th', else English. */
export function resolveLocale(pageLocale: unknown, user?: { locale?: unknown } | null): Locale {
  return pageLocale === 'th' || user?.locale === 'th' ? 'th' : 'en';
}

const emptyBoot = (): Boot => ({ user: null, registry: { remotes: {} }, locale: 'en' });

let cached: { element: Element; boot: Boot } | null = null;

function parse(text: string): Boot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyBoot();
  }
  if (!raw || typeof raw !== 'object') return emptyBoot();
  const { user, registry, locale } = raw as Record<string, unknown>;
  const sessionUser = user && typeof user === 'object' ? (user as SessionUser) : null;
  const remotes =
    registry &&
    typeof registry === 'object' &&
    (registry as RemoteRegistry).remotes &&
    typeof (registry as RemoteRegistry).remotes === 'object'
      ? (registry as RemoteRegistry).remotes
      : {};
  return { user: sessionUser, registry: { remotes }, locale: resolveLocale(locale, sessionUser) };
}

/** Parse the boot element once (per element); empty defaults when the page has none (standalone dev hosts). */
export function readBoot(doc: Document = document): Boot {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return emptyBoot();
  if (cached?.element !== element) cached = { element, boot: parse(element.textContent ?? '') };
  return cached.boot;
}
