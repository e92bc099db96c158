/** The pages feature's public surface: the static pages (the routes load them lazily). */
export { AboutPage, ContactPage, HomePage, NotFoundPage } from './StaticPages';
