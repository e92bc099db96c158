// The sentences the docs routes refuse with.

export const READ_REFUSED = 'Docs are for contributors';
export const WRITE_REFUSED = 'Only admins write docs';
