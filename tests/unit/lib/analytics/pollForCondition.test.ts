import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollForCondition } from '#src/lib/analytics/pollForCondition';
import { scriptPollSettings } from '#src/lib/constants';

describe('pollForCondition', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when the condition already holds', async () => {
    const check = vi.fn(() => true);
    await expect(pollForCondition(check)).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks every 200 ms by default and resolves when the condition becomes true', async () => {
    let ready = false;
    const check = vi.fn(() => ready);
    const settled = vi.fn();
    const promise = pollForCondition(check).then(settled);
    await vi.advanceTimersByTimeAsync(scriptPollSettings.intervalMs * 3);
    expect(check).toHaveBeenCalledTimes(4);
    expect(settled).not.toHaveBeenCalled();
    ready = true;
    await vi.advanceTimersByTimeAsync(scriptPollSettings.intervalMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(settled).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it("rejects with 'script load time out' after 2000 ms by default", async () => {
    const check = vi.fn(() => false);
    const promise = pollForCondition(check);
    const outcome = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(scriptPollSettings.timeoutMs - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('script load time out');
    // Checks at 0, 200, ..., 2000 ms: eleven in all, the last one at the time-out.
    expect(check).toHaveBeenCalledTimes(11);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still resolves when the condition is met at the last check', async () => {
    const check = vi.fn(() => Date.now() - start >= 2000);
    const start = Date.now();
    const promise = pollForCondition(check);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(promise).resolves.toBeUndefined();
  });

  it('takes its own timeout and interval', async () => {
    const check = vi.fn(() => false);
    const outcome = pollForCondition(check, { timeoutMs: 250, intervalMs: 100 }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(250);
    await expect(outcome).resolves.toBe('script load time out');
    // 0, 100, 200 and the last check at 250.
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('counts a throwing check as not met', async () => {
    let calls = 0;
    const promise = pollForCondition(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('window.maps is undefined');
      return true;
    });
    await vi.advanceTimersByTimeAsync(400);
    await expect(promise).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it('leaves no timer behind once resolved', async () => {
    let ready = false;
    const promise = pollForCondition(() => ready);
    ready = true;
    await vi.advanceTimersByTimeAsync(200);
    await promise;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once with a zero timeout when the condition is false', async () => {
    await expect(pollForCondition(() => false, { timeoutMs: 0 })).rejects.toThrow('script load time out');
  });
});
