// What the Media section's calls answer: its covers and titles as the caller sees them, after a change too.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/types';
import { availableSocialMediaActions, type Actor } from '../../../../policies';
import { presentCover, presentTitle } from '../../../../presenters/social-media';
import { projectTarget, updateProject, type ProjectFacts } from '../../../../repositories/projects';
import { listCovers, listTitles } from '../../../../repositories/social-media';
import type { SocialMediaJson } from '../../../../schemas/social-media';

/** The Media section's covers and titles as `actor` sees them. */
export async function readMedia(db: Kysely<Database>, actor: Actor, project: ProjectFacts): Promise<SocialMediaJson> {
  const target = projectTarget(project);
  const [covers, titles] = await Promise.all([listCovers(db, project.id, actor.id), listTitles(db, project.id, actor.id)]);
  return {
    covers: covers.map(presentCover),
    titles: titles.map((title) => presentTitle(title, actor, target)),
    actions: availableSocialMediaActions(actor, target),
  };
}

/** A change's answer: the project marked changed, and the Media section as the caller now sees it. */
export async function mediaAnswer(trx: Kysely<Database>, actor: Actor, project: ProjectFacts, message: string) {
  await updateProject(trx, project.id);
  return { message, media: await readMedia(trx, actor, project) };
}
