/** Session users of every level and a few role holders, for every package's unit tests. */
import type { SessionUser } from '../types';

const base: SessionUser = {
  _id: 'u-base',
  name: 'Base',
  nameAlias: '',
  email: 'base@example.com',
  picture: null,
  level: 'staff',
  role: [],
  roleLevel: {},
  freelancerTnc: null,
  locale: 'en',
};

const agreed = '2024-01-01T00:00:00.000Z';

export const users = {
  admin: { ...base, _id: 'u-admin', name: 'Ada Admin', level: 'admin' },
  pm: { ...base, _id: 'u-pm', name: 'Pat PM', level: 'staff', role: ['project-manager'], roleLevel: { 'project-manager': 2 } },
  staff: { ...base, _id: 'u-staff', name: 'Sam Staff', level: 'staff', role: ['script'], roleLevel: { script: 2 } },
  /** staff holding the payment role (records payments) */
  payer: { ...base, _id: 'u-payer', name: 'Pam Payer', level: 'staff', role: ['payment', 'video-editing'] },
  /** staff holding storyboard (the Bravo Board) and video editing */
  artist: { ...base, _id: 'u-artist', name: 'Art Artist', level: 'staff', role: ['storyboard', 'video-editing'] },
  client: { ...base, _id: 'u-client', name: 'Cleo Client', level: 'client' },
  freelancer: { ...base, _id: 'u-free', name: 'Fay Freelancer', level: 'freelancer', role: ['script'], freelancerTnc: agreed },
  /** A freelancer who has not agreed to the terms yet. */
  newbie: { ...base, _id: 'u-newbie', name: 'Ned Newbie', level: 'freelancer', role: ['voice'] },
  voice: {
    ...base,
    _id: 'u-voice',
    name: 'Vic Voice',
    level: 'freelancer',
    role: ['voice'],
    roleLevel: { voice: 2 },
    freelancerTnc: agreed,
  },
  scripter: {
    ...base,
    _id: 'u-script',
    name: 'Sue Script',
    level: 'freelancer',
    role: ['script'],
    roleLevel: { script: 3 },
    freelancerTnc: agreed,
  },
} satisfies Record<string, SessionUser>;
