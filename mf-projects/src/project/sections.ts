/**
 * The project page's sections (spec doc 2 "Project page"): the left nav lists, and the page opens, only the sections
 * that exist and that this caller may open; an alias takes its section's own address, and any other `:section` in the
 * address redirects to scenes (Home).
 */
import { isContrib, type PermissionUser, type Project } from 'shared-api';
import { showsStoryboard } from '../scenes';
import { isPublicView } from '../project-shared';
import type { IconName } from 'shared-ui';

export const SECTION_KEYS = ['scenes', 'script', 'socialmedia', 'specs', 'jobs', 'sb'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * Other addresses of a section, replaced by the section's own: `media` (the nav's name for it, and its first address
 * here) opens socialmedia, the spec's route parameter, so links and bookmarks to either reach the Media section.
 */
export const SECTION_ALIASES = { media: 'socialmedia' } as const satisfies Record<string, SectionKey>;

/** The section an alias stands for (undefined for anything else). */
export const sectionOfAlias = (value: string | undefined): SectionKey | undefined =>
  value !== undefined && Object.hasOwn(SECTION_ALIASES, value)
    ? SECTION_ALIASES[value as keyof typeof SECTION_ALIASES]
    : undefined;

/** The landing section (Home). */
export const HOME_SECTION: SectionKey = 'scenes';

export type SectionEntry = {
  key: SectionKey;
  icon: IconName;
  /** Whether this caller may open it, from what the server sent them. */
  opens(project: Project, user: PermissionUser | null): boolean;
};

export const SECTIONS: readonly SectionEntry[] = [
  // Home: everyone who reads the project (anonymous readers of a published project included).
  { key: 'scenes', icon: 'film', opens: () => true },
  // Script: the server's `openScript` (its PMs, and the script, translation, subtitles and voice roles of whoever
  // works on it: collaborators and its jobs' claimants); the scenes' `actions` then say who edits.
  { key: 'script', icon: 'document', opens: (project) => project.actions.includes('openScript') },
  // Media (the video box, covers and titles): contributors and up who read the project (spec doc 2 "socialmedia
  // (Media; contributors and up)"); the server answers what each may do there.
  { key: 'socialmedia', icon: 'image', opens: (project, user) => !isPublicView(project) && isContrib(user) },
  // Specs: the project's PMs (spec doc 2 "specs (PM only)").
  { key: 'specs', icon: 'mic', opens: (project) => project.actions.includes('editSpecs') },
  // Jobs: contributors and up. Only contributors get the checklist (clients and anonymous readers do not).
  { key: 'jobs', icon: 'briefcase', opens: (project) => project.checklist !== undefined },
  // The storyboard board view: members, once the storyboard exists and while the header's visibility toggle is on.
  { key: 'sb', icon: 'grid', opens: (project) => !isPublicView(project) && showsStoryboard(project) },
];

export const isSectionKey = (value: string | undefined): value is SectionKey =>
  (SECTION_KEYS as readonly string[]).includes(value ?? '');

/** The sections this caller may open, in nav order. */
export function sectionsFor(project: Project, user: PermissionUser | null = null): SectionEntry[] {
  return SECTIONS.filter((section) => section.opens(project, user));
}
