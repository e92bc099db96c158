// Turning a story-reception post into a project (spec doc 2 section 3 "Story to project"): the split of the post's
// body is shared-api's (`shared-api/stories`), so the create-from-story form prefills what the server would store.
import type { ChecklistItem } from '../db/types';

export { STORY_LESSON_HEADING, splitStory } from 'shared-api/stories';

/** A checklist with the same steps and nobody's ticks (a duplicate starts the work again). */
export function untickedChecklist(checklist: ReadonlyArray<ChecklistItem>): ChecklistItem[] {
  return checklist.map((item) => ({
    ...item,
    checked: false,
    user: null,
    toggled: null,
    items: item.items.map((sub) => ({ ...sub, checked: false, user: null, toggled: null })),
  }));
}
