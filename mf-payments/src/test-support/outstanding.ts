/** Outstanding entries for this remote's tests, shaped as GET /api/payments/outstanding sends them. */
import type { OutstandingEntry } from 'shared-api';

export function anEntry(overrides: Partial<OutstandingEntry> = {}): OutstandingEntry {
  return {
    user: { _id: 'u-free', name: 'Fay Freelancer', nameAlias: 'Fay', picture: null, paymentInfo: 'PayPal: fay@example.com' },
    items: [
      {
        _id: 'j1',
        title: '',
        jobType: 'script',
        kind: 'job',
        amount: 80,
        perfBased: false,
        project: { _id: 'p1', title: 'Sharks' },
      },
      {
        _id: 'j1',
        title: '',
        jobType: 'script',
        kind: 'bonus',
        amount: 12.5,
        perfBased: false,
        project: { _id: 'p1', title: 'Sharks' },
      },
      {
        _id: 'j2',
        title: 'Find reference photos',
        jobType: 'other',
        kind: 'job',
        amount: 40.25,
        perfBased: true,
        project: { _id: 'p2', title: 'Whales' },
      },
    ],
    total: 132.75,
    pbCount: 1,
    ...overrides,
  };
}
