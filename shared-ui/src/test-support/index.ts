/** shared-ui/test-support: render helpers for every package's unit tests. Test code only, not in src/index.ts. */
export { renderUi } from './render';
export { renderAt } from './renderAt';
