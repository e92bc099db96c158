// The JSON API. Every route here needs a session unless its config says `public` (plugins/guards.ts).
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import authRoutes from './auth';
import blogpostRoutes from './blogposts';
import commentRoutes from './comments';
import contactRoutes from './contact';
import feedRoutes from './feeds';
import fileRoutes from './files';
import jobRoutes from './jobs';
import memoRoutes from './memos';
import messageRoutes from './messages';
import notifRoutes from './notifs';
import paymentRoutes from './payments';
import postRoutes from './posts';
import projectRoutes from './projects';
import projectSceneRoutes from './scenes/project-scenes';
import sceneRoutes from './scenes';
import socialMediaRoutes from './social-media';
import remoteRoutes from './remotes';
import resourceRoutes from './resources';
import sessionRoutes from './session';
import userRoutes from './users';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(sessionRoutes, { prefix: '/session' });
  await app.register(accountRoutes, { prefix: '/accounts' });
  await app.register(remoteRoutes, { prefix: '/remotes' });
  await app.register(projectRoutes, { prefix: '/projects' });
  await app.register(projectSceneRoutes, { prefix: '/projects' });
  await app.register(sceneRoutes, { prefix: '/scenes' });
  await app.register(socialMediaRoutes, { prefix: '/projects' });
  await app.register(jobRoutes, { prefix: '/jobs' });
  await app.register(paymentRoutes, { prefix: '/payments' });
  await app.register(feedRoutes, { prefix: '/feeds' });
  await app.register(postRoutes, { prefix: '/posts' });
  await app.register(memoRoutes, { prefix: '/memos' });
  await app.register(blogpostRoutes, { prefix: '/blogposts' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(notifRoutes, { prefix: '/notifs' });
  await app.register(resourceRoutes, { prefix: '/resources' });
  await app.register(commentRoutes, { prefix: '/comments' });
  await app.register(messageRoutes, { prefix: '/messages' });
};

export default apiRoutes;
