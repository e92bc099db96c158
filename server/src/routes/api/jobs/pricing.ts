// Job pricing: GET/POST /api/jobs/pricing (the role rates table; admins edit it) and GET
// /api/jobs/price-suggestion (the prices a new job of a project starts with).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defaultDueAt } from '../../../domain/due-defaults';
import { prefillPrices, sizeOptions, suggestedSize } from '../../../domain/pricing';
import { JOB_TYPE_LABELS, rateSlots } from '../../../domain/roles';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentPricing } from '../../../presenters/job';
import { findDueDays } from '../../../repositories/due-defaults';
import { loadPricing, loadRoleRates, saveRoleRates } from '../../../repositories/pricing';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { GetPricingSchema, PriceSuggestionSchema, SavePricingSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pricing', { schema: GetPricingSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readPricing', 'studio', null, 'The pricing table is for admins and project managers');
    const { table, updated } = await loadPricing(app.db);
    return { pricing: presentPricing(table, updated, actor) };
  });

  app.post('/pricing', { schema: SavePricingSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'editPricing', 'studio', null, 'Only admins can change the pricing');
    const roles = request.body.roles;
    for (const [role, { rates }] of Object.entries(roles)) {
      const slots = rateSlots(role).map(String);
      const stray = Object.keys(rates).find((slot) => !slots.includes(slot));
      if (stray) throw new BadRequestError(`roles/${role}/rates: slot ${stray} is not a rate slot of this role`);
      const missing = slots.find((slot) => rates[slot] === undefined);
      if (missing) throw new BadRequestError(`roles/${role}/rates: slot ${missing} is missing`);
    }
    await saveRoleRates(app.db, roles, actor.id);
    const { table, updated } = await loadPricing(app.db);
    return { pricing: presentPricing(table, updated, actor), message: 'Pricing saved' };
  });

  app.get('/price-suggestion', { schema: PriceSuggestionSchema }, async (request) => {
    const actor = currentUser(request);
    const { projectId, jobType, perfBased } = request.query;
    const project = await findProjectFacts(app.db, projectId);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorize(actor, 'createJob', 'project', projectTarget(project), "Only the project's managers can create jobs");
    const suggested = suggestedSize(jobType, project.character_count);
    const options = sizeOptions(jobType);
    const size = request.query.projectSize ?? suggested;
    if (!options.includes(size))
      throw new BadRequestError(`projectSize ${size} does not apply to ${JOB_TYPE_LABELS[jobType]} jobs`);
    const rates = jobType === 'other' ? undefined : await loadRoleRates(app.db, jobType);
    const sceneCount = request.query.sceneCount ?? project.scene_count;
    const prices = rates ? prefillPrices({ [jobType]: rates }, { jobType, size, perfBased, sceneCount }) : null;
    const dueDays = await findDueDays(app.db, jobType, size);
    return {
      dueDays,
      dueAt: dueDays === null ? null : defaultDueAt(dueDays, new Date()).toISOString(),
      prices,
      suggestedSize: suggested,
      sizeOptions: options,
      sceneCount: project.scene_count,
      characterCount: project.character_count,
      projectPerfBased: project.perf_based,
    };
  });
};

export default pricingRoutes;
