// Docs (`/api/blogposts`): the studio's documentation. Contributors read; admins write, edit and delete.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, MessageResponse, nullable, paging, ref, responses, StoredFile, UserRef } from './common';

export const BLOGPOST_TITLE_MAX = 200;
export const BLOGPOST_BODY_MAX = 50_000;
export const BLOGPOST_FILES_MAX = 20;
export const BLOGPOST_SLUG_MAX = 80;
/** A slug: lower-case words of letters and digits joined by single hyphens (`tutorial-voice-over`). */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
/** A slug or blank (no stable address). */
const SLUG_OR_BLANK_PATTERN = '^\\s*([a-z0-9]+(-[a-z0-9]+)*)?\\s*$';

export const BLOGPOST_CREATED = 'Doc created';
export const BLOGPOST_SAVED = 'Doc saved';
export const BLOGPOST_DELETED = 'Doc deleted';

export const BlogpostSummary = Type.Object(
  {
    _id: Id,
    slug: nullable(Type.String()),
    title: Type.String(),
    updated: DateTime,
  },
  { $id: 'BlogpostSummary', title: 'BlogpostSummary' },
);
export type BlogpostSummaryJson = Static<typeof BlogpostSummary>;

export const Blogpost = Type.Object(
  {
    _id: Id,
    slug: nullable(Type.String()),
    title: Type.String(),
    /** The markdown source: only for callers who may edit the doc. */
    body: Type.Optional(Type.String()),
    /** The body rendered from markdown and sanitised on the server: inserted as is. */
    bodyHtml: Type.String(),
    files: Type.Array(ref(StoredFile)),
    user: nullable(ref(UserRef)),
    created: DateTime,
    updated: DateTime,
    /** What the caller may do with the doc. */
    actions: Type.Array(Type.Union([Type.Literal('edit'), Type.Literal('delete')])),
  },
  { $id: 'Blogpost', title: 'Blogpost' },
);
export type BlogpostJson = Static<typeof Blogpost>;

const BlogpostParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: BLOGPOST_SLUG_MAX,
    description: "The doc's id, or its slug",
  }),
});

export const ListBlogpostsSchema = {
  operationId: 'listBlogposts',
  tags: ['docs'],
  summary: 'The docs, by title, a page at a time (contributors)',
  querystring: Type.Object({ ...paging(50, 200) }),
  response: responses({
    200: Type.Object({ blogposts: Type.Array(ref(BlogpostSummary)), hasMore: Type.Boolean(), canWrite: Type.Boolean() }),
  }),
};

export const GetBlogpostSchema = {
  operationId: 'getBlogpost',
  tags: ['docs'],
  summary: 'One doc by id or slug, with its HTML body (contributors)',
  params: BlogpostParams,
  response: responses({ 200: Type.Object({ blogpost: ref(Blogpost) }) }),
};

const BlogpostBody = Type.Object({
  title: Type.String({
    minLength: 1,
    maxLength: BLOGPOST_TITLE_MAX,
    pattern: '\\S',
    errorMessage: {
      minLength: 'title is required',
      pattern: 'title is required',
      maxLength: `title must be at most ${BLOGPOST_TITLE_MAX} characters`,
    },
  }),
  slug: Type.Optional(
    Type.String({
      maxLength: BLOGPOST_SLUG_MAX,
      pattern: SLUG_OR_BLANK_PATTERN,
      errorMessage: {
        pattern: 'slug may hold only lower-case letters, digits and single hyphens',
        maxLength: `slug must be at most ${BLOGPOST_SLUG_MAX} characters`,
      },
    }),
  ),
  body: Type.String({
    maxLength: BLOGPOST_BODY_MAX,
    errorMessage: { maxLength: `body must be at most ${BLOGPOST_BODY_MAX} characters` },
  }),
  files: Type.Optional(Type.Array(Id, { maxItems: BLOGPOST_FILES_MAX })),
});
export type BlogpostInput = Static<typeof BlogpostBody>;

const saved = responses({ 200: Type.Object({ message: Type.String(), blogpost: ref(Blogpost) }) });

export const CreateBlogpostSchema = {
  operationId: 'createBlogpost',
  tags: ['docs'],
  summary: 'Writes a doc (admins)',
  description:
    'Markdown `body`, rendered and sanitised on the server. `slug` (optional) is the stable address `/app/docs/{slug}`; a slug another doc holds answers 409. `files` are uploads (`POST /api/files/upload`) the caller may read.',
  body: BlogpostBody,
  response: saved,
};

export const UpdateBlogpostSchema = {
  operationId: 'updateBlogpost',
  tags: ['docs'],
  summary: 'Edits a doc (admins); the body replaces title, slug, body and files',
  params: Type.Object({ id: Id }),
  body: BlogpostBody,
  response: saved,
};

export const DeleteBlogpostSchema = {
  operationId: 'deleteBlogpost',
  tags: ['docs'],
  summary: 'Deletes a doc (admins)',
  params: Type.Object({ id: Id }),
  response: responses({ 200: ref(MessageResponse) }),
};

export const BlogpostFile = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    ext: Type.String(),
    size: Type.Optional(Type.Integer()),
    /** Where the file is shown: its large image for images, else null (download through `GET /api/files/download`). */
    url: nullable(Type.String()),
    blogpost: Type.Object({ _id: Id, title: Type.String() }),
  },
  { $id: 'BlogpostFile', title: 'BlogpostFile' },
);

export const ListBlogpostFilesSchema = {
  operationId: 'listBlogpostFiles',
  tags: ['docs'],
  summary: "The files attached to docs, newest doc first, with each image's url for a doc's markdown (admins)",
  querystring: Type.Object({ ...paging(50, 200) }),
  response: responses({ 200: Type.Object({ files: Type.Array(ref(BlogpostFile)), hasMore: Type.Boolean() }) }),
};
