// The quote before jobs open (issue 22, decision 0631): the usual job types priced by the same pricing code as job
// creation (domain/pricing prefillPrices with the suggested size band), for the project as its script stands now.
// Roles whose rates the caller may not see (PMs: project-manager and cross-checking) are left out of lines and total.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { DEFAULT_STAR_LEVEL, projectQuote, USUAL_JOB_TYPES } from '../domain/pricing';
import { pricingRolesHiddenFrom, type Actor } from '../policies';
import { loadPricing } from '../repositories/pricing';
import type { ProjectQuoteJson } from '../schemas/project-quote';

export async function quoteProject(
  db: Kysely<Database>,
  actor: Actor,
  project: { character_count: number; scene_count: number; perf_based: boolean },
): Promise<ProjectQuoteJson> {
  const { table } = await loadPricing(db);
  const hidden = pricingRolesHiddenFrom(actor);
  const types = USUAL_JOB_TYPES.filter((type) => !hidden.includes(type));
  const input = { characterCount: project.character_count, sceneCount: project.scene_count, perfBased: project.perf_based };
  const { lines, total } = projectQuote(table, input, types);
  return {
    ...input,
    level: DEFAULT_STAR_LEVEL,
    lines: lines.map((line) => ({ ...line, jobType: line.jobType as ProjectQuoteJson['lines'][number]['jobType'] })),
    total,
  };
}
