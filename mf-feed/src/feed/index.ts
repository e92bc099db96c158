/** The feed feature's public surface: what other features and the parcels of this package may import. */
export { FeedScreen } from './FeedScreen';
export { PostScreen } from './PostScreen';
export { PostForm } from './PostForm';
