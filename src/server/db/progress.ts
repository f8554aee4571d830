/**
 * Seeding progress for people: a redrawn bar on a terminal, a plain line every 10 % otherwise
 * (CI logs, the Next server's output), always on stderr so stdout stays clean.
 */
import type { SeedProgress } from './seedDatabase';

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const count = (value: number) => value.toLocaleString('en-GB');

export function progressReporter(
  label: string,
  stream: ProgressStream = process.stderr,
): (progress: SeedProgress) => void {
  let lastTenth = -1;
  let lastDraw = 0;
  const started = performance.now();
  return (progress) => {
    const { phase, done, total } = progress;
    const fraction = total ? Math.min(1, done / total) : null;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (stream.isTTY) {
      const now = performance.now();
      if (phase === 'insert' && now - lastDraw < 50) return; // redraw at most 20 times a second
      lastDraw = now;
      const width = 30;
      const filled = fraction === null ? 0 : Math.round(fraction * width);
      const bar =
        fraction === null ? '' : `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% `;
      const what =
        phase === 'insert'
          ? `${progress.table ?? ''} ${count(done)}${total ? `/${count(total)}` : ''}`
          : phase === 'index'
            ? 'building indexes'
            : `${count(done)} records`;
      stream.write(`\r${label} ${bar}${what} ${seconds}s\u001b[K${phase === 'done' ? '\n' : ''}`);
      return;
    }
    if (phase === 'insert') {
      const tenth = fraction === null ? Math.floor(done / 10_000) : Math.floor(fraction * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stream.write(`${label} ${fraction === null ? '' : `${tenth * 10}% `}${count(done)} records (${seconds}s)\n`);
    } else if (phase === 'index') stream.write(`${label} building indexes (${seconds}s)\n`);
    else stream.write(`${label} done: ${count(done)} records in ${seconds}s\n`);
  };
}
