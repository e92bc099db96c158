/** React Router v7 behaviour every router on the page opts in to now (and silences its warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
