/**
 * Throttling of requests of one kind (the official client's rule): a call when nothing ran within
 * the window goes out at once; calls inside the window are collapsed into one trailing request
 * with the LAST call's task, sent when the window ends. Every collapsed call's promise resolves
 * (or rejects) with that trailing request's result, so callers never hang and all see the newest
 * answer. Uses setTimeout/Date.now only when called (fake timers work).
 */
export interface Throttle {
  run<T>(delayMs: number, task: () => Promise<T>): Promise<T>;
}

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export function createThrottle(): Throttle {
  let lastExec = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingTask: (() => Promise<unknown>) | null = null;
  let waiters: Waiter[] = [];

  function fire() {
    timer = null;
    lastExec = Date.now();
    const task = pendingTask!;
    const settled = waiters;
    pendingTask = null;
    waiters = [];
    task().then(
      (value) => settled.forEach((w) => w.resolve(value)),
      (error: unknown) => settled.forEach((w) => w.reject(error)),
    );
  }

  return {
    run<T>(delayMs: number, task: () => Promise<T>): Promise<T> {
      const elapsed = Date.now() - lastExec;
      if (timer === null && elapsed >= delayMs) {
        lastExec = Date.now();
        return task();
      }
      pendingTask = task;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, delayMs - elapsed));
      return new Promise<T>((resolve, reject) => {
        waiters.push({ resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
