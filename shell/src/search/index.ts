/** The global search feature's public surface: the top bar's search box. */
export { GlobalSearch } from './GlobalSearch';
