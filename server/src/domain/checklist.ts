// The project checklist of spec doc 2 section 4: the production steps from setup to launch, each with a few
// sub-items. A project keeps its own copy (projects.checklist) with who ticked what and when; a project that
// has none yet (made before checklists existed, or by the demo seed) is shown the default steps, unticked.
// Pure data and functions: the route applies a tick with the project's row locked.
import type { ChecklistEntry, ChecklistItem } from '../db/types';

export interface ChecklistStepDefinition {
  id: string;
  name: string;
  /** A tutorial for the step; null while none is written (the docs screen does not exist yet). */
  help: string | null;
  /** Only admins may tick it (the launch steps). */
  admin: boolean;
  items: ReadonlyArray<{ id: string; name: string }>;
}

const step = (id: string, name: string, items: ReadonlyArray<[string, string]>, admin = false): ChecklistStepDefinition => ({
  id,
  name,
  help: null,
  admin,
  items: items.map(([subId, subName]) => ({ id: `${id}/${subId}`, name: subName })),
});

/** The default checklist, in the order the work happens. */
export const CHECKLIST_STEPS: ReadonlyArray<ChecklistStepDefinition> = [
  step('project-setup', 'Project setup', [
    ['collaborators', 'Invite the collaborators'],
    ['specs', 'Choose level, voice and music'],
    ['drive', 'Set up the Drive folder'],
  ]),
  step('script-editing', 'Script editing', [
    ['structure', 'Check the story structure'],
    ['proofread', 'Proofread the scenes'],
    ['length', 'Check the word count'],
  ]),
  step('script-wrapup', 'Script wrap-up', [
    ['sensitive-words', 'Review the sensitive-words warning'],
    ['approval', 'Get the script approved'],
  ]),
  step('storyboard-setup', 'Storyboard setup', [
    ['brief', 'Submit the storyboard brief'],
    ['artist', 'Assign the storyboard artist'],
    ['sketches', 'Approve the sketches'],
  ]),
  step('video-recording', 'Video recording', [
    ['schedule', 'Schedule the shoot'],
    ['footage', 'Upload the footage'],
  ]),
  step('voice-recording', 'Voice recording', [
    ['voice', 'Book the chosen voice'],
    ['record', 'Record the narration'],
    ['check', 'Check the recording against the script'],
  ]),
  step('video-editing', 'Video editing', [
    ['rough-cut', 'Rough cut'],
    ['music', 'Add the music'],
    ['review', 'Review the edit'],
  ]),
  step('video-finalizing', 'Video finalizing', [
    ['coloring', 'Color grading'],
    ['subtitles', 'Subtitles'],
    ['final-export', 'Export the final video'],
  ]),
  step('launch-prep', 'Launch preparation', [
    ['covers', 'Pick the cover images'],
    ['titles', 'Pick the titles'],
    ['schedule', 'Set the launch date'],
  ]),
  step(
    'youTube-launch',
    'YouTube launch',
    [
      ['upload', 'Upload the video'],
      ['details', 'Set the title, cover and description'],
      ['publish', 'Publish'],
    ],
    true,
  ),
  step(
    'facebook-launch',
    'Facebook launch',
    [
      ['upload', 'Upload the video'],
      ['details', 'Set the title, cover and description'],
      ['publish', 'Publish'],
    ],
    true,
  ),
];

/** The steps whose ticking launches the project on a platform. */
export const LAUNCH_STEPS: Readonly<Record<string, 'fb' | 'yt'>> = { 'facebook-launch': 'fb', 'youTube-launch': 'yt' };

const unticked = (id: string, name: string): ChecklistEntry => ({ id, name, checked: false, user: null, toggled: null });

/** A fresh checklist: every default step and sub-item, unticked. */
export function newChecklist(): ChecklistItem[] {
  return CHECKLIST_STEPS.map((definition) => ({
    ...unticked(definition.id, definition.name),
    help: definition.help,
    admin: definition.admin,
    items: definition.items.map((item) => unticked(item.id, item.name)),
  }));
}

/** The project's checklist, or the default one when it has none yet. */
export function checklistOrDefault(checklist: ReadonlyArray<ChecklistItem> | null | undefined): ChecklistItem[] {
  return checklist && checklist.length > 0 ? [...checklist] : newChecklist();
}

/** The same steps with every tick (and who and when) cleared: a duplicate's checklist. */
export function untickedChecklist(checklist: ReadonlyArray<ChecklistItem> | null | undefined): ChecklistItem[] {
  return checklistOrDefault(checklist).map((item) => ({
    ...item,
    ...unticked(item.id, item.name),
    items: item.items.map((sub) => unticked(sub.id, sub.name)),
  }));
}

/**
 * Percent of the checklist ticked, 0-100 (rounded down, so 100 means all): a step with sub-items counts its
 * sub-items, a step without sub-items counts itself.
 */
export function checklistProgress(checklist: ReadonlyArray<ChecklistItem>): number {
  let total = 0;
  let ticked = 0;
  for (const item of checklist) {
    const entries = item.items.length > 0 ? item.items : [item];
    total += entries.length;
    ticked += entries.filter((entry) => entry.checked).length;
  }
  return total === 0 ? 0 : Math.floor((ticked * 100) / total);
}

export interface ChecklistTick {
  /** The step's id. */
  id: string;
  /** A sub-item of the step: its full id (`script-editing/proofread`) or the part after the slash. */
  subId?: string | null;
  checked: boolean;
}

export type ChecklistStamp = { user: { _id: string; name: string }; toggled: string };

export type FoundChecklistEntry =
  { ok: true; step: ChecklistItem; subIndex: number | null } | { ok: false; field: 'id' | 'subId'; message: string };

/** The step (and sub-item) a tick names, or which field names nothing. */
export function findChecklistEntry(checklist: ReadonlyArray<ChecklistItem>, tick: ChecklistTick): FoundChecklistEntry {
  const found = checklist.find((item) => item.id === tick.id);
  if (!found) return { ok: false, field: 'id', message: `id: no checklist step "${tick.id}"` };
  if (tick.subId === undefined || tick.subId === null) return { ok: true, step: found, subIndex: null };
  const subIndex = found.items.findIndex((sub) => sub.id === tick.subId || sub.id === `${found.id}/${tick.subId}`);
  if (subIndex < 0) return { ok: false, field: 'subId', message: `subId: no sub-item "${tick.subId}" in step "${tick.id}"` };
  return { ok: true, step: found, subIndex };
}

export interface ChecklistChange {
  checklist: ChecklistItem[];
  /** The step as it is after the tick. */
  step: ChecklistItem;
  /** Whether the step went from unticked to ticked (launch steps launch then). */
  stepBecameChecked: boolean;
}

/**
 * Applies a tick: a step with sub-items ticks or unticks all of them; a sub-item ticks itself, and its step is
 * ticked exactly when all its sub-items are. Every entry whose state the tick sets gets the stamp (who and
 * when, kept after an untick as the last toggle). The tick must name an entry (see findChecklistEntry).
 */
export function applyChecklistTick(
  checklist: ReadonlyArray<ChecklistItem>,
  tick: ChecklistTick,
  stamp: ChecklistStamp,
): ChecklistChange {
  const found = findChecklistEntry(checklist, tick);
  if (!found.ok) throw new Error(found.message);
  const stamped = <T extends ChecklistEntry>(entry: T, checked: boolean): T => ({ ...entry, checked, ...stamp });
  const before = found.step;
  let after: ChecklistItem;
  if (found.subIndex === null) {
    after = { ...stamped(before, tick.checked), items: before.items.map((sub) => stamped(sub, tick.checked)) };
  } else {
    const items = before.items.map((sub, index) => (index === found.subIndex ? stamped(sub, tick.checked) : sub));
    const allTicked = items.every((sub) => sub.checked);
    after = allTicked === before.checked ? { ...before, items } : { ...stamped(before, allTicked), items };
  }
  return {
    checklist: checklist.map((item) => (item.id === after.id ? after : item)),
    step: after,
    stepBecameChecked: !before.checked && after.checked,
  };
}
