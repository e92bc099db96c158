/** The served remote's exposed modules by name without './' (`app`, `ProjectFormModal`), each loaded on first use. */
export declare const ownModules: Partial<Record<string, () => Promise<unknown>>>;
