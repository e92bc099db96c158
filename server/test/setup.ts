// Per-project setup (jest's testTimeout is a global option, ignored for projects run from the root).
// A test file starts a fresh database and hashes a password once: both take seconds on a busy machine.
jest.setTimeout(60_000);
