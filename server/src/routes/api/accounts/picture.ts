// POST /api/accounts/picture: the caller's profile picture.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateOwnRow } from '../../../repositories/users';
import { PICTURE_UPDATED, PictureSchema } from '../../../schemas/account';
import { receiveUpload } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { answer } from './answer';

const pictureRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/picture', { schema: PictureSchema, config: { userLimit: 'uploads' } }, async (request) => {
    const actor = currentUser(request);
    const file = await receiveUpload(app, request, actor.id, {
      kinds: ['image'],
      kindMessage: 'A profile picture must be a jpg, png, gif or webp image',
      shape: 'square',
    });
    const row = await updateOwnRow(app.db, actor.id, { picture: file.id });
    return answer(PICTURE_UPDATED, row);
  });
};

export default pictureRoute;
