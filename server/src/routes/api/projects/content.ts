// The content a project page edits besides scenes and social media: the checklist (and the Facebook relaunch
// flag beside it), the specs (level, voice, music) and their sample library, the raw script and the storyboard
// brief. Each write: validate → lock the project row → read (404) → who (403) → when (409) → change, log it
// for the PMs, bump updated_at → answer the project as the caller sees it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ConflictError } from '../../../errors';
import {
  applyChecklistTick,
  checklistOrDefault,
  checklistProgress,
  findChecklistEntry,
  LAUNCH_STEPS,
} from '../../../domain/checklist';

import { isDemonProof, scriptStats } from '../../../domain/script-text';
import { findSpecSample, SPEC_LIBRARY } from '../../../domain/spec-library';
import { authorize, PROJECT_FORBIDDEN, type Actor } from '../../../policies';
import { addProjectPlatform, collaboratingPmIds } from '../../../repositories/project-content';
import { logProjectEvent } from '../../../repositories/project-logs';
import { presentProjectView } from '../../../presenters/project';
import { projectTarget, updateProject } from '../../../repositories/projects';
import type { ProjectActionName } from '../../../schemas/project';
import { projectPagePath, withLockedProject, type ProjectCheck } from '../../../services/locked-project';
import { notify } from '../../../services/notifications';
import { currentUser } from '../../current-user';
import {
  EditChecklistSchema,
  EditSpecsSchema,
  FbRelaunchSchema,
  RemoveBriefSchema,
  SpecLibrarySchema,
  SubmitBriefSchema,
  SubmitRawScriptSchema,
} from '../../../schemas/project-content';

/** The check of one content change: the action's policy (403 with its sentence) and, unless told not, its state rule. */
const check = (action: ProjectActionName, checkState = true): ProjectCheck => ({ action, checkState });

const userRef = (actor: Actor) => ({ _id: actor.id, name: actor.name });

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

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/checklist/item', { schema: EditChecklistSchema }, async (request) => {
    const actor = currentUser(request);
    const tick = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('editChecklist'),
      async (trx, project) => {
        const checklist = checklistOrDefault(project.checklist);
        const found = findChecklistEntry(checklist, tick);
        if (!found.ok) throw new BadRequestError(found.message);
        if (found.step.admin)
          authorize(actor, 'checkAdminItem', 'project', projectTarget(project), PROJECT_FORBIDDEN.checkAdminItem);
        const now = new Date();
        const change = applyChecklistTick(checklist, tick, { user: userRef(actor), toggled: now.toISOString() });
        const progress = checklistProgress(change.checklist);
        const launch = change.stepBecameChecked ? LAUNCH_STEPS[change.step.id] : undefined;
        await updateProject(trx, project.id, {
          checklist: JSON.stringify(change.checklist),
          progress,
          ...(launch === 'fb' && !project.fb_launch_date ? { fb_launch_date: now } : {}),
        });
        if (launch) await addProjectPlatform(trx, project.id, launch);
        const subName = found.subIndex === null ? null : found.step.items[found.subIndex].name;
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'checklist',
          details: {
            id: found.step.id,
            name: found.step.name,
            subId: tick.subId ?? null,
            subName,
            checked: tick.checked,
            progress,
          },
        });
        return 'Checklist updated';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.post('/:id/checklist/fb-relaunch', { schema: FbRelaunchSchema }, async (request) => {
    const actor = currentUser(request);
    const { disable } = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('editMeta'),
      async (trx, project) => {
        await updateProject(trx, project.id, { disable_relaunch: disable });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'fbRelaunch', details: { disable } });
        return disable ? 'Relaunch disabled' : 'Relaunch enabled';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.get('/specs/library', { schema: SpecLibrarySchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readSpecLibrary', 'studio', null, 'The voice and music library is for contributors');
    return { voice: [...SPEC_LIBRARY.voice], music: [...SPEC_LIBRARY.music] };
  });

  app.post('/:id/specs', { schema: EditSpecsSchema }, async (request) => {
    const actor = currentUser(request);
    const { key, value } = request.body;
    const chosen = specValue(key, value);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('editSpecs'),
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
        // Choosing the chosen sample again clears it (spec doc 2 section 4 "Spec selection toggles").
        const next = chosen.sample && chosen.sample.id !== current?.id ? chosen.sample : null;
        const label = (chosen.sample ?? current)?.label ?? (key === 'voice' ? 'Voice' : 'Music');
        const json = next ? JSON.stringify(next) : null;
        await updateProject(trx, project.id, key === 'voice' ? { spec_voice: json } : { spec_music: json });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'specs',
          details: { key, value: next?.id ?? null, label },
        });
        return `Saved ${next ? 'YES' : 'NO'} for ${label}`;
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.post('/:id/script-raw', { schema: SubmitRawScriptSchema }, async (request) => {
    const actor = currentUser(request);
    const body = request.body.body.trim();
    const comments = (request.body.comments ?? '').trim();
    if (!body) throw new BadRequestError('body must not be blank');
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('submitRawScript'),
      async (trx, project) => {
        // Until scenes exist (their own issue), the raw script is the project's script text: its counts size the
        // job prices and its words decide the sensitive-terms warning (an admin's "mark as good" no longer holds).
        const stats = scriptStats([body]);
        await updateProject(trx, project.id, {
          script_raw_body: body,
          script_raw_comments: comments,
          word_count: stats.wordCount,
          character_count: stats.characterCount,
          demon_proof: isDemonProof(body),
          meta: JSON.stringify({ ...project.meta, markedGood: null }),
        });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'rawScript',
          details: { characters: body.length, resubmitted: project.script_raw_body !== null },
        });
        await notify(trx, {
          recipients: await collaboratingPmIds(trx, project.id),
          actorId: actor.id,
          actionType: 'script-raw/submit',
          itemId: project.id,
          url: projectPagePath(project.id),
          message: { key: 'script-raw/submit', params: { actor: actor.name, project: project.title } },
        });
        return 'Raw script submitted';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.post('/:id/storyboard-brief', { schema: SubmitBriefSchema }, async (request) => {
    const actor = currentUser(request);
    const brief = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('editBrief'),
      async (trx, project) => {
        await updateProject(trx, project.id, { storyboard_brief: JSON.stringify(brief) });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'storyboardBrief', details: { brief } });
        return 'Storyboard brief saved';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.delete('/:id/storyboard-brief', { schema: RemoveBriefSchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('editBrief', false),
      async (trx, project) => {
        if (project.storyboard_brief === null) throw new ConflictError('There is no storyboard brief to remove');
        await updateProject(trx, project.id, { storyboard_brief: null });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'storyboardBriefRemoved' });
        return 'Storyboard brief removed';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default contentRoutes;
