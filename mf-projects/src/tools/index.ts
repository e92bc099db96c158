/** The tools feature's public surface: the sample rules (the screens are routes of their own, loaded as chunks). */
export { projectSlotPosition, withProjectSlot, STORY_CATEGORIES, EXAGGERATIONS } from './samples';
