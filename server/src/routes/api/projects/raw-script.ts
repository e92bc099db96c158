// Submitting the raw script (the client's text before scenes exist; script-split.ts turns it into scenes). Each
// write: validate → the one executor (services/locked-project.ts: lock the row → read (404) → who (403) → when
// (409)) → change, log it for the PMs, bump updated_at → present the project as the caller sees it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { isDemonProof, scriptStats } from '../../../domain/script-text';
import { logProjectEvent } from '../../../repositories/project-logs';
import { presentProjectView } from '../../../presenters/project';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { notifyRawScript } from '../../../services/project-notifications';
import { currentUser } from '../../current-user';
import { SubmitRawScriptSchema } from '../../../schemas/project-content';

const rawScriptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/script-raw', { schema: SubmitRawScriptSchema }, async (request) => {
    const actor = currentUser(request);
    const body = request.body.body.trim();
    const comments = (request.body.comments ?? '').trim();
    if (!body) throw new BadRequestError('body must not be blank');
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'submitRawScript' },
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
        await notifyRawScript(trx, actor, project);
        return 'Raw script submitted';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default rawScriptRoutes;
