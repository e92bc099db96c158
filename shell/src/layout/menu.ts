/** What the left menu, the Create dropdown and the profile menu offer to whom (spec doc 1 "App shell"). */
import { isAdmin, isContrib, isPm, needsTerms, type ModalName, type PermissionUser } from 'shared-api';
import { isModalName } from 'shared-ui/hosts';

export type MenuLink = { key: string; to: string };
export type MenuGroup = { key: 'manage' | 'explore'; items: MenuLink[] };

const EXPLORE: MenuLink[] = [
  { key: 'home', to: '/app/home' },
  { key: 'about', to: '/app/about' },
  { key: 'contact', to: '/app/contact' },
];

/** The studio calendar (mf-projects), for PMs and admins (issue 24). */
export const CALENDAR_URL = '/app/projects/calendar';

/** The one page a freelancer who has not agreed to the terms may open (the shell's guard holds them there). */
export const TERMS_URL = '/app/account?section=terms';

/**
 * The left menu: PMs and admins get the Calendar, contributors Jobs, Feed and Docs, admins Users and Webhooks; everyone else the reduced menu. A freelancer
 * who has not agreed to the terms gets only the terms (the side menu says why): every other page would send them back.
 */
export function menuFor(user: PermissionUser | null): MenuGroup[] {
  if (!user) return [{ key: 'explore', items: EXPLORE }];
  if (needsTerms(user)) return [{ key: 'manage', items: [{ key: 'terms', to: TERMS_URL }] }];
  const manage: MenuLink[] = [{ key: 'projects', to: '/app/projects' }];
  if (isPm(user)) manage.push({ key: 'calendar', to: CALENDAR_URL });
  if (isContrib(user)) {
    manage.push({ key: 'jobs', to: '/app/jobs' }, { key: 'feed', to: '/app/feed' }, { key: 'docs', to: '/app/docs' });
  }
  if (isAdmin(user)) manage.push({ key: 'users', to: '/app/users' }, { key: 'webhooks', to: '/app/users/webhooks' });
  return [
    { key: 'manage', items: manage },
    { key: 'explore', items: EXPLORE },
  ];
}

/** The admins' "My Projects" menu group: its heading opens the project list's My Projects tab. */
export const MY_PROJECTS_URL = '/app/projects?status=my-projects';
/** A project in the menu opens its page (which lands on its scenes section). */
export const projectUrl = (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}`;

/** `signOut`: the entry ends the session first (a POST), then loads `to` afresh (the sign-in page). */
export type ProfileLink = { key: string; to: string; signOut?: boolean };

/** The profile menu. Logout POSTs the sign-out, then loads the sign-in page (a full load drops every screen's state). */
export function profileMenuFor(user: PermissionUser): ProfileLink[] {
  if (needsTerms(user)) return [{ key: 'logout', to: '/auth/login', signOut: true }];
  const links: ProfileLink[] = [{ key: 'account', to: '/app/account' }];
  if (isContrib(user)) links.push({ key: 'payments', to: '/app/payments' });
  // Tools: the cover and title sample library (issue 10), the contributors' (the server refuses clients).
  if (isContrib(user)) links.push({ key: 'tools', to: '/app/tools' });
  if (user.role?.includes('storyboard')) links.push({ key: 'bravo', to: '/app/bravo' });
  links.push({ key: 'logout', to: '/auth/login', signOut: true });
  return links;
}

type CreateChoice = { key: string; modal: string; allowed(user: PermissionUser): boolean };

/** Every Create entry the spec names; one shows only once its modal exists in shared-api MODALS. */
const CREATE_CHOICES: CreateChoice[] = [
  { key: 'project', modal: 'project-form', allowed: () => true },
  { key: 'post', modal: 'post-form', allowed: isContrib },
  { key: 'memo', modal: 'memo-form', allowed: isAdmin },
];

export type CreateItem = { key: string; modal: ModalName };

export function createItemsFor(user: PermissionUser): CreateItem[] {
  if (needsTerms(user)) return [];
  return CREATE_CHOICES.flatMap((choice) =>
    isModalName(choice.modal) && choice.allowed(user) ? [{ key: choice.key, modal: choice.modal }] : [],
  );
}
