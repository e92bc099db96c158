// The Contact page's form (POST /api/contact).
import { Type } from '@sinclair/typebox';
import { emailField, ErrorResponse, ref } from './common';

export const ANSWER_TO = 'Give an e-mail address we can answer to';

export const ContactSchema = {
  operationId: 'contactStudio',
  tags: ['contact'],
  summary:
    'Sends a message to the studio admins, or a story for a video to story reception (anonymous visitors give their name and e-mail)',
  security: [],
  body: Type.Object({
    /** `story`: a viewer's story for a video (a user-story post in story-reception); else a message to the admins. */
    kind: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('story')])),
    message: Type.String({ maxLength: 5000 }),
    /** A story's "What will this story teach people". */
    lesson: Type.Optional(Type.String({ maxLength: 2000 })),
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
