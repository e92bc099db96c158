/** The due-date defaults feature's public surface (issue 24). */
export { DueDefaultsSection } from './DueDefaultsSection';
