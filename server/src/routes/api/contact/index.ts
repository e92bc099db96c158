// The Contact page's form: anyone (signed in or not) may write to the studio, a message or a story for a video
// (services/contact.ts says where each lands and who hears of it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { ANSWER_TO, ContactSchema } from '../../../schemas/contact';
import { receiveContact } from '../../../services/contact';

export const CONTACT_SENT = 'Thank you: your message was sent to the studio';
export const STORY_SENT = 'Thank you: your story was sent to the studio';

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: ContactSchema,
      // A public form: limited per client IP like sign-in (LOGIN_RATE_LIMIT_*), against floods of posts.
      config: {
        public: true,
        termsExempt: true,
        rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) throw new BadRequestError('Write a message first');
      const user = request.user;
      const name = user ? user.name : (request.body.name ?? '').trim();
      const email = user ? user.email : (request.body.email ?? '').trim().toLowerCase();
      if (!user && !name) throw new BadRequestError('Tell us your name');
      if (!user && !email) throw new BadRequestError(ANSWER_TO);
      const subject = (request.body.subject ?? '').trim();
      const input = { kind: request.body.kind ?? 'message', message, subject, lesson: (request.body.lesson ?? '').trim() };
      await app.db.transaction().execute((trx) => receiveContact(trx, { userId: user?.id ?? null, name, email }, input));
      reply.code(201);
      return { message: input.kind === 'story' ? STORY_SENT : CONTACT_SENT };
    },
  );
};

export default contactRoutes;
