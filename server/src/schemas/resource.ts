// Resources (issue 10): typed shared material. `cover-title-sample` is a cover image with its title, story category
// and exaggeration (spec doc 2 section 3): the Tools library and the YouTube mock view's cards.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, nullable, paging, ref, responses, StoredFile, stringEnum, UserRef } from './common';

export const RESOURCE_TYPES = ['cover-title-sample'] as const;
export const ResourceType = stringEnum(RESOURCE_TYPES, { $id: 'ResourceType', title: 'ResourceType' });
export const STORY_CATEGORIES = ['Injustice', 'Naughty', 'Conflict', 'Tragedy', 'Helpful'] as const;
export const EXAGGERATIONS = ['Sex', 'Conflict', 'Extreme', 'Counter Intuitive', 'Curious', 'Helpful'] as const;
export const StoryCategory = stringEnum(STORY_CATEGORIES, { $id: 'StoryCategory', title: 'StoryCategory' });
export const Exaggeration = stringEnum(EXAGGERATIONS, { $id: 'Exaggeration', title: 'Exaggeration' });
export const SAMPLE_TITLE_MAX = 200;
export const SAMPLE_ADDED = 'Sample added';
export const SAMPLE_DELETED = 'Sample deleted';
export const SAMPLE_UPDATED = 'Sample updated';
export const SAMPLE_TITLE_BLANK = 'props.title must not be blank';
export const SAMPLE_FILE_NOT_IMAGE = 'props.fileId: the sample needs an image (jpg, png, gif or webp) you uploaded';
export const RESOURCE_NOT_FOUND = 'Resource not found';
export const RESOURCES_PAGE_MAX = 60;

export const CoverTitleSampleProps = Type.Object(
  {
    title: Type.String({ maxLength: SAMPLE_TITLE_MAX }),
    category: ref(StoryCategory),
    exaggeration: ref(Exaggeration),
    /** The sample's image: the caller's own upload of an image (variants `/media/{fileId}_s.jpg`). */
    fileId: Id,
    /** The project the sample came from, if any (a name only). */
    projectName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const Resource = Type.Object(
  {
    _id: Id,
    type: ref(ResourceType),
    props: Type.Object({
      title: Type.String(),
      category: ref(StoryCategory),
      exaggeration: ref(Exaggeration),
      projectName: Type.Optional(Type.String()),
      file: ref(StoredFile),
    }),
    user: nullable(ref(UserRef)),
    created: DateTime,
    /** Whether the caller may change and delete it (PUT and DELETE). */
    canDelete: Type.Boolean(),
  },
  { $id: 'Resource', title: 'Resource' },
);
export type ResourceJson = Static<typeof Resource>;

export const RESOURCE_NAMED_SCHEMAS = [ResourceType, StoryCategory, Exaggeration, Resource];

export const ListResourcesSchema = {
  operationId: 'listResources',
  tags: ['resources'],
  summary: 'Resources of a type, newest first, paged; cover-title samples filter by category and exaggeration (contributors)',
  querystring: Type.Object({
    type: ref(ResourceType),
    category: Type.Optional(ref(StoryCategory)),
    exaggeration: Type.Optional(ref(Exaggeration)),
    ...paging(24, RESOURCES_PAGE_MAX),
  }),
  response: responses({
    200: Type.Object({ resources: Type.Array(ref(Resource)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};

export const CreateResourceSchema = {
  operationId: 'createResource',
  tags: ['resources'],
  summary: 'Adds a resource (contributors); a cover-title sample needs a non-blank title (trimmed) and an uploaded image',
  body: Type.Object({ type: ref(ResourceType), props: CoverTitleSampleProps }),
  response: { ...responses({ 201: Type.Object({ message: Type.String(), resource: ref(Resource) }) }) },
};

export const UpdateResourceSchema = {
  operationId: 'updateResource',
  tags: ['resources'],
  summary:
    "Changes a resource of the type in the path (whoever added it, PMs and admins): a cover-title sample's props are " +
    "replaced whole (title trimmed and not blank; the image its own or a new upload of the caller's)",
  params: Type.Object({ type: ref(ResourceType) }),
  body: Type.Object({ _id: Id, props: CoverTitleSampleProps }),
  response: responses({ 200: Type.Object({ message: Type.String(), resource: ref(Resource) }) }),
};

export const DeleteResourceSchema = {
  operationId: 'deleteResource',
  tags: ['resources'],
  summary: 'Deletes a resource (whoever added it, PMs and admins)',
  params: Type.Object({ id: Id }),
  response: responses({ 200: Type.Object({ message: Type.String() }) }),
};
