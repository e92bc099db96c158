/** People lookup (GET /api/users?lookup=): the chips-and-lookup picker the post form, the feed form and messages use. */
export { UserPicker, type PickedUser, type UserPickerProps } from './UserPicker';
export type { FoundUser } from './api/find-messaging-people';
