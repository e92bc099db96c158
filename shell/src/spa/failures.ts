/** Which remote areas failed, and how: the error panels read this, Retry clears it. */
import { create } from 'zustand';
import type { RemoteFailureReason } from 'shared-api';

export type FailureKind = 'load' | 'mount' | 'render';
/** `kind`: the stage that failed; `reason`: what happened (the panel's words; see shared-api's failureReason). */
export type RemoteFailure = { kind: FailureKind; reason: RemoteFailureReason; message: string };

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
