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
  freelancerTnc: null,
  locale: 'en',
};

export const users = {
  admin: { ...base, _id: 'u-admin', name: 'Ada Admin', level: 'admin' },
  pm: { ...base, _id: 'u-pm', name: 'Pat PM', level: 'staff', role: ['project-manager'], roleLevel: { 'project-manager': 2 } },
  staff: { ...base, _id: 'u-staff', name: 'Sam Staff', level: 'staff', role: ['script'], roleLevel: { script: 2 } },
  client: { ...base, _id: 'u-client', name: 'Cleo Client', level: 'client' },
} satisfies Record<string, SessionUser>;
