/** The auth feature's public surface: the sign-in and invitation pages (the routes load them lazily). */
export { InvitePage } from './InvitePage';
export { LoginPage } from './LoginPage';
