// A project's social media covers and titles (spec doc 2 section 6): whoever reads the project reads them;
// canEdit — the project's PMs and the cover-image-design role working on the project — adds titles, uploads and
// replaces covers, edits titles, orders both and rates; the PMs alone choose a cover or title per platform, mark titles
// demonetized and delete covers and titles. A cover's files are read by whoever reads the covers (policies/file.ts).
import { allow, can } from './engine';
import { hasRole, isProjectPm, type Actor } from './actor';
import type { ProjectTarget } from './models';
import { worksOn } from './scene';
import { SOCIAL_MEDIA_ACTIONS, type SocialMediaActionName } from '../schemas/social-media';

export const COVER_DESIGN_ROLE = 'cover-image-design';

allow('socialMedia', 'read', (actor, project) => can(actor, 'read', 'project', project));
allow(
  'socialMedia',
  'edit',
  (actor, project) =>
    isProjectPm(actor, project.collaboratorIds) || (worksOn(actor, project) && hasRole(actor, COVER_DESIGN_ROLE)),
);
allow('socialMedia', 'curate', (actor, project) => isProjectPm(actor, project.collaboratorIds));

/** Why a caller who reads the project may not take the action. */
export const SOCIAL_MEDIA_FORBIDDEN: Record<SocialMediaActionName, string> = {
  edit: "Only the project's PMs and its cover designers may add, change, order or rate covers and titles",
  curate: "Only the project's PMs may choose, mark or delete covers and titles",
};

/** Every social media action the caller may take on the project. */
export const availableSocialMediaActions = (actor: Actor, project: ProjectTarget): SocialMediaActionName[] =>
  SOCIAL_MEDIA_ACTIONS.filter((action) => can(actor, action, 'socialMedia', project));
