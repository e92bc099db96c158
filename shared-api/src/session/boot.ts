/**
 * The page's boot data: `<script type="application/json" id="boot">{ user, registry, locale, menuProjects? }</script>`,
 * written by the server so the first paint needs no call (an admin's left menu included: `menuProjects`).
 */
import type { RemoteRegistry } from '../federation/remote-modules';
import type { Locale, SessionUser } from '../types';

/** One of an admin's to-do board projects as the left menu lists it. */
export type MenuProject = { _id: string; title: string };

export type Boot = { user: SessionUser | null; registry: RemoteRegistry; locale: Locale; menuProjects: MenuProject[] };

export const BOOT_ELEMENT_ID = 'boot';

/** Thai when the page's or the user's locale is 'th', else English. */
export function resolveLocale(pageLocale: unknown, user?: { locale?: unknown } | null): Locale {
  return pageLocale === 'th' || user?.locale === 'th' ? 'th' : 'en';
}

const emptyBoot = (): Boot => ({ user: null, registry: { remotes: {} }, locale: 'en', menuProjects: [] });

const isMenuProject = (value: unknown): value is MenuProject =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as MenuProject)._id === 'string' &&
  typeof (value as MenuProject).title === 'string';

let cached: { element: Element; boot: Boot } | null = null;

function parse(text: string): Boot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyBoot();
  }
  if (!raw || typeof raw !== 'object') return emptyBoot();
  const { user, registry, locale, menuProjects } = raw as Record<string, unknown>;
  const sessionUser = user && typeof user === 'object' ? (user as SessionUser) : null;
  const remotes =
    registry &&
    typeof registry === 'object' &&
    (registry as RemoteRegistry).remotes &&
    typeof (registry as RemoteRegistry).remotes === 'object'
      ? (registry as RemoteRegistry).remotes
      : {};
  return {
    user: sessionUser,
    registry: { remotes },
    locale: resolveLocale(locale, sessionUser),
    menuProjects: Array.isArray(menuProjects) ? menuProjects.filter(isMenuProject) : [],
  };
}

/** Parse the boot element once (per element); empty defaults when the page has none (standalone dev hosts). */
export function readBoot(doc: Document = document): Boot {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return emptyBoot();
  if (cached?.element !== element) cached = { element, boot: parse(element.textContent ?? '') };
  return cached.boot;
}
