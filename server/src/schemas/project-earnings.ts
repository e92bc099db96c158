import { Type } from '@sinclair/typebox';
import { Id, ref, responses } from './common';
import { Project } from './project';

export const EARNINGS_LINKS_SAVED = 'Earnings links saved';
export const SYNC_DONE = 'Sync done';
export const NO_EARNINGS_URL = 'Enter a Facebook or YouTube URL';
/** numeric(12, 2): totals below ten billion dollars. */
export const EARNINGS_MAX = 9_999_999_999.99;
export const EARNINGS_SOURCES_MAX = 50;

const ProjectAnswer = Type.Object({ message: Type.String(), project: ref(Project) });
const UrlField = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);
const Amount = Type.Number({ minimum: 0, maximum: EARNINGS_MAX });

export const SaveEarningsLinksSchema = {
  operationId: 'saveProjectEarningsLinks',
  tags: ['projects'],
  summary: "Sets the video's Facebook and YouTube links (editEarnings: the vrd role and admins)",
  description: `At least one link (400 "${NO_EARNINGS_URL}"): \`fbUrl\` an http(s) address on facebook.com or fb.watch, \`ytUrl\` on youtube.com or youtu.be. A field left out stays as it is; null or blank clears it.`,
  params: Type.Object({ id: Id }),
  body: Type.Object({ fbUrl: Type.Optional(UrlField), ytUrl: Type.Optional(UrlField) }),
  response: responses({ 200: ProjectAnswer }),
};

export const SyncRevenueSchema = {
  operationId: 'syncProjectRevenue',
  tags: ['projects'],
  summary: 'Records the earnings totals, entered or imported by hand (editEarnings)',
  description:
    'DECISIONS "Integrations": revenue sync defaults to totals entered by hand. `total` and each `additional` total are dollars ≥ 0 (rounded to cents); `additional` replaces the list (left out: none). Sets `syncedAt`.',
  params: Type.Object({ id: Id }),
  body: Type.Object({
    total: Amount,
    additional: Type.Optional(
      Type.Array(Type.Object({ source: Type.String({ minLength: 1, maxLength: 100 }), total: Amount }), {
        maxItems: EARNINGS_SOURCES_MAX,
      }),
    ),
  }),
  response: responses({ 200: ProjectAnswer }),
};
