// The library of voice and music samples a PM picks from on the Specs page (server/data/spec-samples.json;
// the audio files under server/data/audio are made by scripts/make-spec-audio.ts).
import type { SpecSample } from '../db/types';
import library from '../../data/spec-samples.json';

export const SPEC_GROUPS = ['voice', 'music'] as const;
export type SpecGroup = (typeof SPEC_GROUPS)[number];

export const SPEC_LIBRARY: Readonly<Record<SpecGroup, readonly SpecSample[]>> = {
  voice: library.voice,
  music: library.music,
};

/** The sample of `group` with this id, if the library has one. */
export function findSpecSample(group: SpecGroup, id: string): SpecSample | undefined {
  return SPEC_LIBRARY[group].find((sample) => sample.id === id);
}

/** The sample of `group` whose audio file is `fileName` (`warm-female.mp3`), if the library has one. */
export function findSpecSampleByFileName(group: SpecGroup, fileName: string): SpecSample | undefined {
  return SPEC_LIBRARY[group].find((sample) => `${sample.file}.${sample.ext}` === fileName);
}

/** Where the sample's audio is served: /voice/{file}.mp3 and /music/{file}.mp3. */
export const specSampleUrl = (sample: SpecSample): string => `/${sample.group}/${sample.file}.${sample.ext}`;
