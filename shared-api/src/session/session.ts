/** The session store: who is signed in and in which language. Starts from the page's boot data. */
import { create } from 'zustand';
import { api } from '../client/api';
import { ApiError } from '../client/errors';
import type { Locale, SessionUser } from '../types';
import { readBoot, resolveLocale } from './boot';

export type SessionState = {
  user: SessionUser | null;
  locale: Locale;
  setUser(user: SessionUser | null): void;
  setLocale(locale: Locale): void;
};

const boot = typeof document === 'undefined' ? null : readBoot();

export const useSession = create<SessionState>()((set) => ({
  user: boot?.user ?? null,
  locale: boot?.locale ?? 'en',
  setUser: (user) => set({ user }),
  setLocale: (locale) => set({ locale }),
}));

/**
 * For hosts without boot data (the standalone QA host): GET /api/session and fill the store.
 * Resolves null when signed out (401) without redirecting; other errors reject (no toast).
 */
export async function loadSession(): Promise<SessionUser | null> {
  try {
    const { user } = await api.get('/api/session', null, { silent: true, redirectOn401: false });
    useSession.setState({ user, locale: resolveLocale(useSession.getState().locale, user) });
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      useSession.setState({ user: null });
      return null;
    }
    throw err;
  }
}
