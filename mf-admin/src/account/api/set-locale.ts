/** POST /api/accounts/locale — the user's language, kept for the next visit. */
import { api, type Locale } from 'shared-api';
import type { AccountChange } from './account-change';

export const setLocale = (locale: Locale) => api.post<AccountChange>('/api/accounts/locale', { locale });
