// Per-project setup (jest's testTimeout is a global option, ignored for projects run from the root).
// A test file starts a fresh database and hashes a password once: both take seconds on a busy machine, and at a
// load of 30-45 whole files failed a 60 s budget. The budget only guards against a hang (issue 27 item 7): a test
// that waits for something that never comes still fails, later.
jest.setTimeout(300_000);
