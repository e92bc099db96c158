/** Session users of every level for the shell's tests. */
import type { SessionUser } from 'shared-api';

const base: SessionUser = {
  _id: 'u0',
  name: 'Test User',
  nameAlias: '',
  email: 'user@demo.test',
  picture: null,
  level: 'staff',
  role: [],
  roleLevel: {},
  freelancerTnc: null,
  locale: 'en',
};

const make = (over: Partial<SessionUser>): SessionUser => ({ ...base, ...over });

export const users = {
  admin: make({ _id: 'admin', name: 'Ada Admin', level: 'admin' }),
  pm: make({ _id: 'pm', name: 'Pat PM', level: 'staff', role: ['project-manager'] }),
  staff: make({ _id: 'staff', name: 'Sam Staff', level: 'staff', role: ['storyboard', 'video-editing'] }),
  freelancer: make({ _id: 'free', name: 'Fay Freelancer', level: 'freelancer', role: ['script'], freelancerTnc: '2026-01-01T00:00:00.000Z' }),
  newbie: make({ _id: 'newbie', name: 'Ned Newbie', level: 'freelancer', role: ['voice'], freelancerTnc: null }),
  client: make({ _id: 'client', name: 'Cleo Client', level: 'client' }),
};
