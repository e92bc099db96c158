// Client review in the app (issue 26), judged on the project: the project's PMs (admins included) read its review
// feedback, reply to review comments and resolve them; they and the project's clients (collaborators at the client
// level) approve or ask for changes. A reviewer without an account acts through a review link instead
// (services/review-feedback.ts checks the link), never through these rules.
import { allow } from './engine';
import { isProjectPm, type Actor } from './actor';
import type { ProjectTarget } from './models';

const isProjectClient = (actor: Actor, project: ProjectTarget) =>
  actor.level === 'client' && project.collaboratorIds.includes(actor.id);

allow('review', ['readFeedback', 'reply', 'resolve'], (actor, project) => isProjectPm(actor, project.collaboratorIds));
allow('review', 'decide', (actor, project) => isProjectPm(actor, project.collaboratorIds) || isProjectClient(actor, project));
