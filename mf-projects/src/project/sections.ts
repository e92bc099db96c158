/**
 * The project page's sections (spec doc 2 "Project page"): the left nav lists, and the page opens, only the sections
 * that exist and that this caller may open; any other `:section` in the address redirects to scenes (Home).
 * Script, Media (socialmedia) and the storyboard board (sb) arrive with their own issues: each then adds one entry
 * here and its component in ProjectPage.
 */
import type { Project } from 'shared-api';
import type { IconName } from 'shared-ui';

export const SECTION_KEYS = ['scenes', 'specs', 'jobs'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** The landing section (Home). */
export const HOME_SECTION: SectionKey = 'scenes';

export type SectionEntry = {
  key: SectionKey;
  icon: IconName;
  /** Whether this caller may open it, from what the server sent them. */
  opens(project: Project): boolean;
};

export const SECTIONS: readonly SectionEntry[] = [
  // Home: everyone who reads the project (anonymous readers of a published project included).
  { key: 'scenes', icon: 'film', opens: () => true },
  // Specs: the project's PMs (spec doc 2 "specs (PM only)").
  { key: 'specs', icon: 'mic', opens: (project) => project.actions.includes('editSpecs') },
  // Jobs: contributors and up. Only contributors get the checklist (clients and anonymous readers do not).
  { key: 'jobs', icon: 'briefcase', opens: (project) => project.checklist !== undefined },
];

export const isSectionKey = (value: string | undefined): value is SectionKey =>
  (SECTION_KEYS as readonly string[]).includes(value ?? '');

/** The sections this caller may open, in nav order. */
export function sectionsFor(project: Project): SectionEntry[] {
  return SECTIONS.filter((section) => section.opens(project));
}
