/** Which remote areas failed, and how: the error panels read this, Retry clears it. */
import { create } from 'zustand';

export type FailureKind = 'load' | 'mount' | 'render';
export type RemoteFailure = { kind: FailureKind; message: string };

type FailuresState = {
  failures: Record<string, RemoteFailure | undefined>;
  report(name: string, failure: RemoteFailure): void;
  clear(name: string): void;
};

export const useRemoteFailures = create<FailuresState>()((set) => ({
  failures: {},
  report: (name, failure) => set((state) => ({ failures: { ...state.failures, [name]: failure } })),
  clear: (name) => set((state) => ({ failures: { ...state.failures, [name]: undefined } })),
}));
