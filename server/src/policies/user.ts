// Users and notifications: admins see full user rows; power users (staff, PMs) a directory with
// names, pictures, levels and roles; nobody else lists users. Notifications belong to their owner.
import { allow } from './engine';
import { isAdmin, isPower } from './actor';

allow('studio', 'listUsers', (actor) => isPower(actor));
allow('studio', 'listUsersFull', (actor) => isAdmin(actor));
allow('notification', ['read', 'update', 'delete'], (actor, notification) => notification.userId === actor.id);
