// The Contact page's form: anyone (signed in or not) may write to the studio. The message becomes a
// `contact` post in the admins' level feed `admin` and a notification for every admin.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError } from '../../../errors';
import { emailField, ErrorResponse, ref } from '../../../schemas/common';
import { notify } from '../../../services/notifications';

export const CONTACT_SENT = 'Thank you: your message was sent to the studio';
export const CONTACT_FEED = 'admin';
const TITLE_MAX = 80;
const ANSWER_TO = 'Give an e-mail address we can answer to';

export const ContactSchema = {
  operationId: 'contactStudio',
  tags: ['contact'],
  summary: 'Sends a message to the studio admins (anonymous visitors give their name and e-mail)',
  security: [],
  body: Type.Object({
    message: Type.String({ maxLength: 5000 }),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(emailField(ANSWER_TO, true)),
  }),
  response: {
    201: Type.Object({ message: Type.String() }),
    400: ref(ErrorResponse),
    403: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};

/** The admins' level feed, made on first use (the demo seed makes it too). */
async function adminFeedId(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('feeds')
    .values({
      name: CONTACT_FEED,
      description: 'Messages for the admins, from the Contact page',
      icon: 'mail',
      is_level_based: true,
      is_system: true,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom('feeds').select('id').where('name', '=', CONTACT_FEED).executeTakeFirstOrThrow()).id;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A visitor's message shown as they wrote it: plain paragraphs, no links or markup (spam stays inert). */
const plainHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('\n');

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
      const title = subject || (message.length > TITLE_MAX ? `${message.slice(0, TITLE_MAX - 1)}…` : message);
      const body = `${message}\n\n— ${name} <${email}>`;

      await app.db.transaction().execute(async (trx) => {
        const feedId = await adminFeedId(trx);
        const post = await trx
          .insertInto('posts')
          .values({
            feed_id: feedId,
            type: 'contact',
            title,
            body,
            body_html: plainHtml(body),
            user_id: user?.id ?? null,
            meta: JSON.stringify({ name, email }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const admins = await trx.selectFrom('users').select('id').where('level', '=', 'admin').execute();
        await notify(trx, {
          recipients: admins.map((admin) => admin.id),
          actorId: user?.id ?? null,
          actionType: 'create',
          itemId: post.id,
          url: `/app/feed/${CONTACT_FEED}`,
          message: { key: 'contact/create', params: { actor: name, title } },
        });
      });
      reply.code(201);
      return { message: CONTACT_SENT };
    },
  );
};

export default contactRoutes;
