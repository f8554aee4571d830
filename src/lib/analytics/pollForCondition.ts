/**
 * Waits for a third-party script to be ready (spec 8, 9): checks a condition now and then every
 * `intervalMs`, and gives up with 'script load time out' after `timeoutMs` (2000 ms and 200 ms
 * by default, from scriptPollSettings).
 */
import { scriptPollSettings } from '../constants';

/** Timing of {@link pollForCondition}. */
export interface PollOptions {
  /** Give up after this long (ms). */
  timeoutMs?: number;
  /** Check this often (ms). */
  intervalMs?: number;
}

/** The message of the rejection when the condition is not met in time (spec 8). */
export const SCRIPT_LOAD_TIME_OUT = 'script load time out';

/** A check that throws (e.g. reading a property of a global not defined yet) counts as not met. */
function isMet(check: () => boolean): boolean {
  try {
    return Boolean(check());
  } catch {
    return false;
  }
}

/**
 * Resolves as soon as `check()` returns true: at once, or at one of the checks every
 * `intervalMs`; the last check is made at `timeoutMs`, then it rejects with
 * `new Error('script load time out')`.
 * @example await pollForCondition(() => Boolean(window.google?.maps))
 */
export function pollForCondition(
  check: () => boolean,
  { timeoutMs = scriptPollSettings.timeoutMs, intervalMs = scriptPollSettings.intervalMs }: PollOptions = {},
): Promise<void> {
  const step = Math.max(1, intervalMs);
  return new Promise<void>((resolve, reject) => {
    let waited = 0;
    const attempt = () => {
      if (isMet(check)) return resolve();
      if (waited >= timeoutMs) return reject(new Error(SCRIPT_LOAD_TIME_OUT));
      const wait = Math.min(step, timeoutMs - waited);
      waited += wait;
      setTimeout(attempt, wait);
    };
    attempt();
  });
}
