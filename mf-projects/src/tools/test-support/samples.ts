/** A cover-title sample as GET /api/resources presents it. */
import type { Sample } from '../samples';

export const aSample = (overrides: Partial<Sample> & { title?: string } = {}): Sample => {
  const { title = 'He lost it all', ...rest } = overrides;
  return {
    _id: `s-${title.replace(/\W+/g, '')}`,
    type: 'cover-title-sample',
    props: {
      title,
      category: 'Tragedy',
      exaggeration: 'Extreme',
      file: { id: `f-${title}`, name: 'c.png', ext: 'png', size: 10 },
    },
    user: null,
    created: '2024-03-01T10:00:00.000Z',
    canDelete: true,
    ...rest,
  };
};
