// GET /api/projects/{id}/quote (issue 22): the project's expected cost before its jobs open.
import { Type } from '@sinclair/typebox';
import { IdParams, nullable, ref, responses } from './common';
import { JobType } from './job';

export const QUOTE_FOR_PMS = "Only the project's managers see its quote";

export const ProjectQuote = Type.Object({
  /** What the quote is computed from: the project's script counts and PB flag, and the default star level. */
  characterCount: Type.Integer(),
  sceneCount: Type.Integer(),
  perfBased: Type.Boolean(),
  level: Type.Integer(),
  /** One line per usual job type the caller may see the rates of and the table prices, in production order. */
  lines: Type.Array(
    Type.Object({
      jobType: ref(JobType),
      /** The size band (0, 3 or 12) the create-job form suggests for this type. */
      size: Type.Integer(),
      /** The scenes a scene-priced type is multiplied by; null for the others. */
      scenes: nullable(Type.Integer()),
      price: Type.Number(),
    }),
  ),
  total: Type.Number(),
});
export type ProjectQuoteJson = typeof ProjectQuote.static;

export const ProjectQuoteSchema = {
  operationId: 'getProjectQuote',
  tags: ['projects'],
  summary:
    "The project's expected cost before its jobs open (its PMs and admins): each usual job type priced by the pricing " +
    "table as job creation prices it (the project's character and scene counts, size band, PB flag, level 2), and the total",
  params: IdParams,
  response: responses({ 200: ProjectQuote }),
};
