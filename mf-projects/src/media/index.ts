/** The Media (social media) feature's public surface: what other features of this package may import. */
import './strings';

export { MediaSection } from './MediaSection';
export { useSocialMedia } from './api/get-social-media';
