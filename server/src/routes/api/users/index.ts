// /api/users: the user list and job counts (list.ts), an admin's edit of a user (edit.ts), inviting a user (invite.ts).
import type { FastifyPluginAsync } from 'fastify';
import editRoutes from './edit';
import inviteRoutes from './invite';
import listRoutes from './list';

const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(editRoutes);
  await app.register(inviteRoutes);
};

export default userRoutes;
