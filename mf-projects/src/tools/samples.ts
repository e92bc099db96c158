/** The sample library's rules, shared by the Tools grid and the YouTube mock view (spec doc 2 sections 3 and 9). */
import type { ApiSchemas } from 'shared-api';
import type { Translate } from 'shared-ui';

export type StoryCategory = ApiSchemas['StoryCategory'];
export type Exaggeration = ApiSchemas['Exaggeration'];
export type Sample = ApiSchemas['Resource'];

export const STORY_CATEGORIES: readonly StoryCategory[] = ['Injustice', 'Naughty', 'Conflict', 'Tragedy', 'Helpful'];
export const EXAGGERATIONS: readonly Exaggeration[] = ['Sex', 'Conflict', 'Extreme', 'Counter Intuitive', 'Curious', 'Helpful'];

/** The mock view shows 1 to 8 sample slots. */
export const SLOT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The frame preview shows the next frame every 500 ms. */
export const FRAME_MS = 500;

/** Where the project's slot goes among `samples` cards: 2 when more than 3, 1 when exactly 3, otherwise 0. */
export function projectSlotPosition(samples: number): number {
  if (samples > 3) return 2;
  if (samples === 3) return 1;
  return 0;
}

/** The cards in order: the samples with the project's card inserted at its position. */
export function withProjectSlot<T, P>(
  samples: readonly T[],
  project: P,
): Array<{ kind: 'sample'; item: T; index: number } | { kind: 'project'; item: P }> {
  const cards: Array<{ kind: 'sample'; item: T; index: number } | { kind: 'project'; item: P }> = samples.map((item, index) => ({
    kind: 'sample' as const,
    item,
    index,
  }));
  cards.splice(projectSlotPosition(samples.length), 0, { kind: 'project', item: project });
  return cards;
}

/** The `#category #exaggeration` line under a sample, named as the filters name them (`t` of the tools strings). */
export const sampleTags = (sample: Sample, t: Translate) =>
  `#${t(`sampleCategory.${sample.props.category}`)} #${t(`sampleExaggeration.${sample.props.exaggeration}`)}`;

/** Moves an index through `length` items by `step`, wrapping around. */
export const cycle = (index: number, step: number, length: number) =>
  length === 0 ? 0 : (((index + step) % length) + length) % length;
