/** The product's webfont, as the shell's page and the reviewer's page inject it. */
export { FontFaces } from './FontFaces';
