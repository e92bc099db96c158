/** The PM's side of client review (issue 26): the Media section's review box. */
export { ReviewBox } from './ReviewBox';
