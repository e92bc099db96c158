import type { SessionUser } from 'shared-api';

const base: SessionUser = {
  _id: 'u-base',
  name: 'Base',
  nameAlias: '',
  email: 'base@example.com',
  picture: null,
  level: 'staff',
  role: [],
  roleLevel: {},
  freelancerTnc: '2024-01-01T00:00:00.000Z',
  locale: 'en',
};

export const users = {
  admin: { ...base, _id: 'u-admin', name: 'Ada Admin', level: 'admin' },
  pm: { ...base, _id: 'u-pm', name: 'Pat PM', level: 'staff', role: ['project-manager'], roleLevel: { 'project-manager': 2 } },
  voice: { ...base, _id: 'u-voice', name: 'Vic Voice', level: 'freelancer', role: ['voice'], roleLevel: { voice: 2 } },
  scripter: { ...base, _id: 'u-script', name: 'Sue Script', level: 'freelancer', role: ['script'], roleLevel: { script: 3 } },
} satisfies Record<string, SessionUser>;
