// The standalone QA host's entry. The async boundary lets the federation runtime settle the shared singletons
// (React, shared-api, ...) before any of them is imported, exactly as in the shell.
import('./bootstrap');

export {};
