// The earnings box: the video's Facebook and YouTube links and the revenue totals (entered or imported by
// hand, DECISIONS "Integrations"). Who: the vrd role and admins (editEarnings).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { logProjectEvent } from '../../../repositories/project-logs';
import { saveProjectRevenue, updateProject } from '../../../repositories/projects';
import { currentUser } from '../../current-user';
import {
  EARNINGS_LINKS_SAVED,
  NO_EARNINGS_URL,
  SaveEarningsLinksSchema,
  SYNC_DONE,
  SyncRevenueSchema,
} from '../../../schemas/project-earnings';
import { presentProjectView } from '../../../presenters/project';
import { withLockedProject } from '../../../services/locked-project';

/** The platforms' hosts (and their subdomains: www., m., web., music.). */
const PLATFORM_HOSTS = {
  fbUrl: { label: 'a Facebook', hosts: ['facebook.com', 'fb.watch'] },
  ytUrl: { label: 'a YouTube', hosts: ['youtube.com', 'youtu.be'] },
} as const;
type LinkField = keyof typeof PLATFORM_HOSTS;

/** The link as it will be stored: null to clear, else a checked http(s) URL on the field's platform. */
function checkLink(field: LinkField, value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const { label, hosts } = PLATFORM_HOSTS[field];
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  const host = url?.hostname.toLowerCase() ?? '';
  const onPlatform = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !onPlatform) {
    throw new BadRequestError(`${field} must be ${label} link (${hosts.join(' or ')})`);
  }
  return url.toString();
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

const earningsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/earnings', { schema: SaveEarningsLinksSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const body = request.body;
    const given = (['fbUrl', 'ytUrl'] as const).filter((field) => body[field] !== undefined);
    const links = Object.fromEntries(given.map((field) => [field, checkLink(field, body[field] ?? null)])) as Partial<
      Record<LinkField, string | null>
    >;
    if (!Object.values(links).some(Boolean)) throw new BadRequestError(NO_EARNINGS_URL);
    const check = { action: 'editEarnings' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx) => {
      await updateProject(trx, projectId, {
        ...('fbUrl' in links ? { earnings_fb_url: links.fbUrl } : {}),
        ...('ytUrl' in links ? { earnings_yt_url: links.ytUrl } : {}),
      });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'earnings-links', details: links });
    });
    return { message: EARNINGS_LINKS_SAVED, project: presentProjectView(after) };
  });

  app.post('/:id/sync-revenue', { schema: SyncRevenueSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const total = cents(request.body.total);
    const additional = (request.body.additional ?? []).map((entry, index) => {
      const source = entry.source.trim();
      if (!source) throw new BadRequestError(`additional/${index}/source must not be blank`);
      return { source, total: cents(entry.total) };
    });
    const check = { action: 'editEarnings' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx) => {
      await saveProjectRevenue(trx, projectId, { total, additional });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'revenue-synced', details: { total, additional } });
    });
    return { message: SYNC_DONE, project: presentProjectView(after) };
  });
};

export default earningsRoutes;
