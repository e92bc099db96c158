/** The top bar's messages link (the screen itself is mf-feed's, at /app/messages). */
export { MessagesLink } from './MessagesLink';
