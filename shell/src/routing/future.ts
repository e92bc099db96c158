/** React Router v7 behaviours, opted into now (and without the console warnings about them). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
