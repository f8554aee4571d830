/**
 * The parts of `npm run bench:soak` (soakBench.ts) that do not need a server: its options, the
 * weighted request mix, reading a process's memory from /proc, the RSS figures and the
 * server-log check.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface Options {
  /** Seconds of the soak at half the maximum. */
  duration: number;
  /** Seconds of the soak before the RSS baseline is taken. */
  warmup: number;
  /** Connections of the soak. */
  connections: number;
  /** Seconds of step 1 (the maximum, uncapped, at `measureConnections`). */
  measure: number;
  measureConnections: number;
}

export function parseOptions(argv: string[]): Options {
  const options: Options = { duration: 600, warmup: 60, connections: 20, measure: 20, measureConnections: 50 };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => Number(inline ?? argv[++index]);
    if (flag === '--duration' || flag === '-d') options.duration = value() || options.duration;
    else if (flag === '--warmup') options.warmup = value();
    else if (flag === '--connections' || flag === '-c') options.connections = value() || options.connections;
    else if (flag === '--measure') options.measure = value() || options.measure;
    else if (flag === '--measure-connections') options.measureConnections = value() || options.measureConnections;
    else throw new Error(`unknown argument ${flag}`);
  }
  if (!(options.warmup >= 0) || options.warmup >= options.duration)
    throw new Error(
      `--warmup (${options.warmup} s) must be at least 0 and shorter than --duration (${options.duration} s)`,
    );
  return options;
}

export type Kind = 'cached' | 'dynamic' | 'api';

export interface MixEntry {
  kind: Kind;
  path: string;
}

/**
 * The order of one group of five requests: 3 cached pages, 1 dynamic page, 1 API call (60 / 20 /
 * 20 %), the dynamic one between cached ones so that no connection sends two slow pages in a row.
 */
const groupOrder: readonly Kind[] = ['cached', 'cached', 'dynamic', 'cached', 'api'];

/**
 * The requests each connection cycles through: `groups` groups of `groupOrder`, each kind taking
 * its paths in turn (a kind with fewer paths than slots repeats them).
 */
export function weightedMix(paths: Record<Kind, readonly string[]>, groups = 5): MixEntry[] {
  const next: Record<Kind, number> = { cached: 0, dynamic: 0, api: 0 };
  const mix: MixEntry[] = [];
  for (let group = 0; group < groups; group++)
    for (const kind of groupOrder) {
      const list = paths[kind];
      if (list.length === 0) throw new Error(`no ${kind} request in the mix`);
      mix.push({ kind, path: list[next[kind]++ % list.length]! });
    }
  return mix;
}

/** `list` starting at `offset` (wrapping): each connection starts at a different place in the mix. */
export function rotate<T>(list: readonly T[], offset: number): T[] {
  const start = ((offset % list.length) + list.length) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/** VmRSS of a process in kB (Linux /proc), or undefined. */
export function residentKb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The ids of a process's children, grandchildren ... (Linux /proc with task children), else []. */
export function descendants(pid: number | undefined): number[] {
  if (!pid) return [];
  const found: number[] = [];
  const visit = (parent: number) => {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

export interface RssSample {
  /** Seconds since the soak started. */
  seconds: number;
  kb: number;
}

export interface RssFigures {
  baseline: RssSample;
  last: RssSample;
  peak: RssSample;
  /** (last - baseline) / baseline. */
  growth: number;
  /** Least-squares slope of the samples from the baseline on, kB per minute (undefined below 3 samples). */
  trendKbPerMinute: number | undefined;
}

/** The RSS figures of the soak: the baseline is the first sample at or after `warmup` seconds. */
export function rssFigures(samples: readonly RssSample[], warmup: number): RssFigures | undefined {
  const baselineIndex = samples.findIndex((sample) => sample.seconds >= warmup);
  if (baselineIndex < 0) return undefined;
  const baseline = samples[baselineIndex]!;
  const last = samples[samples.length - 1]!;
  const peak = samples.reduce((top, sample) => (sample.kb > top.kb ? sample : top));
  const after = samples.slice(baselineIndex);
  let trendKbPerMinute: number | undefined;
  if (after.length >= 3) {
    const meanX = after.reduce((sum, sample) => sum + sample.seconds, 0) / after.length;
    const meanY = after.reduce((sum, sample) => sum + sample.kb, 0) / after.length;
    let covariance = 0;
    let variance = 0;
    for (const sample of after) {
      covariance += (sample.seconds - meanX) * (sample.kb - meanY);
      variance += (sample.seconds - meanX) ** 2;
    }
    trendKbPerMinute = variance > 0 ? (covariance / variance) * 60 : undefined;
  }
  return { baseline, last, peak, growth: (last.kb - baseline.kb) / baseline.kb, trendKbPerMinute };
}

/** A server log line that reports a problem: it says 'unhandled' (any case) or 'Error' (e.g. TypeError). */
export function isErrorLine(line: string): boolean {
  return /unhandled/i.test(line) || /Error/.test(line);
}

/** An answer the soak counts as an error: anything but 2xx and 3xx. */
export function isErrorStatus(status: number): boolean {
  return status < 200 || status >= 400;
}
