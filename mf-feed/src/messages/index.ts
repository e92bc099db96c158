/** The messages feature's public surface: the screen (/app/messages) and the dashboard's Messages column. */
export { MessagesScreen } from './MessagesScreen';
export { MyMessagesWidget } from './MyMessagesWidget';
