import { act, renderHook } from '@testing-library/react';
import { bus, type ToastEvent } from '../bus/bus';
import { ApiError } from './errors';
import { messageOf, useMessageCall } from './useMessageCall';

let toasts: ToastEvent[];
const onToast = (event: ToastEvent) => toasts.push(event);
beforeEach(() => {
  toasts = [];
  bus.on('toast', onToast);
});
afterEach(() => bus.off('toast', onToast));

describe('messageOf', () => {
  it("says the server's sentence of an ApiError, an Error's message, or the thing itself", () => {
    expect(messageOf(new ApiError(409, { message: 'Job already claimed' }))).toBe('Job already claimed');
    expect(messageOf(new ApiError(500, { message: 'boom' }))).toBe('Unexpected error occurred');
    expect(messageOf(new Error('Network down'))).toBe('Network down');
    expect(messageOf('plain')).toBe('plain');
  });
});

describe('useMessageCall', () => {
  it('toasts the answer, hands it to onSuccess and answers it; pending names the call meanwhile', async () => {
    const { result } = renderHook(() => useMessageCall());
    type Claimed = { message: string; id: number };
    let finish: (answer: Claimed) => void = () => undefined;
    const seen: number[] = [];
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run('claim', () => new Promise<Claimed>((resolve) => (finish = resolve)), {
        onSuccess: (answer) => seen.push(answer.id),
      });
    });
    expect(result.current.pending).toBe('claim');
    await act(async () => {
      finish({ message: 'Job claimed', id: 7 });
      await expect(running).resolves.toEqual({ message: 'Job claimed', id: 7 });
    });
    expect(seen).toEqual([7]);
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', message: 'Job claimed' })]);
    expect(result.current.pending).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('quiet: no success toast', async () => {
    const { result } = renderHook(() => useMessageCall());
    await act(async () => {
      await result.current.run('save', () => Promise.resolve({ message: 'Saved' }), { quiet: true });
    });
    expect(toasts).toEqual([]);
  });

  it("a refusal toasts the server's sentence, keeps it in error, calls onError and answers null", async () => {
    const { result } = renderHook(() => useMessageCall());
    const refused: string[] = [];
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.run('approve', () => Promise.reject(new ApiError(403, { message: 'Not yours' })), {
        onSuccess: () => refused.push('success?'),
        onError: (message) => refused.push(message),
      });
    });
    expect(answer).toBeNull();
    expect(refused).toEqual(['Not yours']);
    expect(result.current.error).toBe('Not yours');
    expect(result.current.pending).toBeNull();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Not yours' })]);
  });
});
