// The project's specs (level, voice, music) and their sample library. Each write: validate → the one executor
// (services/locked-project.ts: lock the row → read (404) → who (403) → when (409)) → change, log it for the PMs,
// bump updated_at → present the project as the caller sees it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { findSpecSample, SPEC_LIBRARY } from '../../../domain/spec-library';
import { authorize } from '../../../policies';
import { logProjectEvent } from '../../../repositories/project-logs';
import { presentProjectView } from '../../../presenters/project';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { EditSpecsSchema, SpecLibrarySchema } from '../../../schemas/project-content';

/** The level (1-3) or sample a specs change names; 400 naming `value` otherwise. */
function specValue(key: 'level' | 'voice' | 'music', value: unknown) {
  if (key === 'level') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 3) {
      throw new BadRequestError('value: the level must be 1, 2 or 3');
    }
    return { level: value };
  }
  if (value === null) return { sample: null };
  if (typeof value !== 'string') throw new BadRequestError(`value: a ${key} sample id, or null`);
  const sample = findSpecSample(key, value);
  if (!sample) throw new BadRequestError(`value: the library has no ${key} sample "${value.slice(0, 100)}"`);
  return { sample };
}

const specsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/specs/library', { schema: SpecLibrarySchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readSpecLibrary', 'studio', null, 'The voice and music library is for contributors');
    return { voice: [...SPEC_LIBRARY.voice], music: [...SPEC_LIBRARY.music] };
  });

  app.post('/:id/specs', { schema: EditSpecsSchema }, async (request) => {
    const actor = currentUser(request);
    const { key, value, chosen: wanted } = request.body;
    const chosen = specValue(key, value);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'editSpecs' },
      async (trx, project) => {
        if ('level' in chosen) {
          await updateProject(trx, project.id, { level: chosen.level });
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: 'specs',
            details: { key, value: chosen.level, label: 'Level' },
          });
          return 'Saved YES for Level';
        }
        const current = key === 'voice' ? project.spec_voice : project.spec_music;
        const isCurrent = chosen.sample !== null && chosen.sample.id === current?.id;
        // Without `chosen`, choosing the chosen sample again clears it (spec doc 2 section 4 "Spec selection
        // toggles"); with it, the sample is chosen or unchosen as asked, so a repeated or late click changes nothing
        // (unchoosing a sample that is not the chosen one leaves the choice alone).
        const next =
          wanted === undefined
            ? chosen.sample && !isCurrent
              ? chosen.sample
              : null
            : wanted
              ? chosen.sample
              : isCurrent || chosen.sample === null
                ? null
                : (current ?? null);
        const label = (chosen.sample ?? current)?.label ?? (key === 'voice' ? 'Voice' : 'Music');
        if ((next?.id ?? null) !== (current?.id ?? null)) {
          const json = next ? JSON.stringify(next) : null;
          await updateProject(trx, project.id, key === 'voice' ? { spec_voice: json } : { spec_music: json });
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: 'specs',
            details: { key, value: next?.id ?? null, label },
          });
        }
        return `Saved ${next && next.id === (chosen.sample ?? current)?.id ? 'YES' : 'NO'} for ${label}`;
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default specsRoutes;
