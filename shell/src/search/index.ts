/** The global search feature's public surface: the top bar's search box (the whole search arrives when used). */
export { SearchBox } from './SearchBox';
