/** Docs (`/app/docs`, `/app/docs/{docId}`): the documentation list, the doc view and the doc form. */
export { DocsScreen } from './DocsScreen';
export { DocScreen } from './DocScreen';
