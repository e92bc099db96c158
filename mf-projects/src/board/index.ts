/** The board feature's public surface (loaded on demand: the project page imports it lazily). */
export { default } from './BoardSection';
