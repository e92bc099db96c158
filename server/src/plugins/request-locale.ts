import type { FastifyRequest } from 'fastify';

/**
 * The language of a request's answer: Thai when the signed-in user chose it, else when the page asks for it
 * (?locale=th) or the browser prefers it (Accept-Language). Pages, notifications and validation errors all use it.
 */
export function requestLocale(request: FastifyRequest): 'en' | 'th' {
  if (request.user?.locale) return request.user.locale;
  const query = request.query as { locale?: unknown } | undefined;
  if (query?.locale === 'th') return 'th';
  if (query?.locale === 'en') return 'en';
  const preferred = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return preferred === 'th' || preferred.startsWith('th-') || preferred.startsWith('th;') ? 'th' : 'en';
}
