// A federation host starts behind an async boundary: the runtime settles the shared singletons (React, shared-api,
// ...) before the first of them is imported.
import('./bootstrap');

export {};
