// A project's video box (issue 10; spec doc 2 section 6): whoever reads the project sees its videos and subtitles;
// the project's PMs (admins included) and cover-image-design people working on the project embed videos, upload
// video and subtitle files and set the video URLs; the vrd role (and admins) set the video URLs too, as they set the
// earnings URLs. A role counts only for someone working on the project: a collaborator or a claimant of its jobs.
import { allow, can } from './engine';
import { hasRole, isAdmin, isContributor, isProjectPm, type Actor } from './actor';
import type { ProjectTarget } from './models';

export const COVER_ROLE = 'cover-image-design';
export const VRD_ROLE = 'vrd';

const worksOn = (actor: Actor, project: ProjectTarget) =>
  isContributor(actor) && (project.collaboratorIds.includes(actor.id) || project.jobs.some((job) => job.claimedBy === actor.id));
const editsVideoBox = (actor: Actor, project: ProjectTarget) =>
  isProjectPm(actor, project.collaboratorIds) || (hasRole(actor, COVER_ROLE) && worksOn(actor, project));

allow('video', 'read', (actor, project) => can(actor, 'read', 'project', project));
/** Embed by URL, upload a video file or a subtitle file. */
allow('video', 'edit', (actor, project) => editsVideoBox(actor, project));
/** Update the video URL ("Updated video url"). */
allow('video', 'setUrl', (actor, project) => editsVideoBox(actor, project) || isAdmin(actor) || hasRole(actor, VRD_ROLE));
