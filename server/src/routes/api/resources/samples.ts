// What the resource routes share: who may use the sample library, and a cover-title sample's title, values and image.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError } from '../../../errors';
import { type Actor } from '../../../policies';
import { findUpload } from '../../../repositories/files';
import { type ResourceValues } from '../../../repositories/resources';
import { CoverTitleSampleProps, SAMPLE_FILE_NOT_IMAGE, SAMPLE_TITLE_BLANK } from '../../../schemas/resource';

export const NOT_CONTRIBUTOR = 'Only the studio’s contributors use the sample library';
export const NOT_ADDER = {
  update: 'Only whoever added the sample, PMs and admins change it',
  delete: 'Only whoever added the sample, PMs and admins delete it',
};

export type SampleProps = Static<typeof CoverTitleSampleProps>;

/** A sample's title, trimmed; 400 when blank. */
export function sampleTitle(props: SampleProps): string {
  const title = props.title.trim();
  if (!title) throw new BadRequestError(SAMPLE_TITLE_BLANK);
  return title;
}

/** A sample's props as stored: the trimmed title, the project name only when given, the image's id. */
export function sampleValues(props: SampleProps, title: string, fileId: string): ResourceValues {
  const projectName = props.projectName?.trim();
  return {
    props: { title, category: props.category, exaggeration: props.exaggeration, fileId, ...(projectName ? { projectName } : {}) },
    fileId,
  };
}

/** The caller's own upload of an image (it has variants); 400 otherwise. */
export async function ownImage(db: Kysely<Database>, actor: Actor, fileId: string): Promise<string> {
  const file = await findUpload(db, fileId);
  if (!file || file.created_by !== actor.id || !file.variants) throw new BadRequestError(SAMPLE_FILE_NOT_IMAGE);
  return file.id;
}
