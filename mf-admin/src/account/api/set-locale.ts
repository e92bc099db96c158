/** POST /api/accounts/locale — the user's language, kept for the next visit. */
import { api, type Locale } from 'shared-api';

export const setLocale = (locale: Locale) => api.post('/api/accounts/locale', { body: { locale } });
