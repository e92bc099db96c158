/** The script feature's public surface. */
export { ScriptSection } from './ScriptSection';
