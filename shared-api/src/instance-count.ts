// Every evaluation of this package counts itself on the page, so a browser test can prove that the shell and
// all remotes share one copy (the session store and the event bus only work if they do).
const page = globalThis as { __sharedApiInstances__?: number };
page.__sharedApiInstances__ = (page.__sharedApiInstances__ ?? 0) + 1;

export {};
