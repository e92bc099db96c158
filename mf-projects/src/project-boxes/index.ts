/**
 * The project page's self-contained boxes. Each takes the project as the page has it (`useProject`) and renders
 * nothing when the caller may not see it (the field is absent from the project, or the action from `actions`);
 * every change goes through `useProjectChange`, whose answer replaces the project in the cache.
 *
 * Ids on the page: each box carries `id="box-{name}"` (checklist, specs, pm-logs, drive, earnings). The checklist's
 * jumps (`CHECKLIST_JUMPS`) also aim at the page's own boxes: `box-collaborators`, `box-raw-script`, `box-docs`,
 * `box-storyboard-brief` (ids the page frame gives those boxes).
 */
export { ChecklistBox, type ChecklistBoxProps } from './checklist/ChecklistBox';
export { CHECKLIST_JUMPS, scrollToBox, useJumpToBox } from './checklist/jump';
export { SpecsBox } from './specs/SpecsBox';
export { SpecsSection } from './specs/SpecsSection';
export { PmLogsBox } from './pm-logs/PmLogsBox';
export { DriveBox } from './drive/DriveBox';
export { EarningsBox } from './earnings/EarningsBox';
