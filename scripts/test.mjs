// `npm test`: every test layer in order, stopping at the first failure.
//
//   lint → typecheck → [ensure-postgres] → unit → [ensure-chromium] → visual → [ensure-build, build-storybook] → e2e
//   (ensure-postgres also when only e2e runs: its PostgreSQL suites start their own clusters)
//
// The unit layer tests the PostgreSQL groundwork against a real server: DATABASE_URL when set, else
// throw-away clusters of Debian's postgresql, which ensure-postgres installs as ensure-chromium does Chromium.
//
// The visual layer runs every story's play function and axe at xs and lg before its screenshot, so
// the whole run leaves out the `stories` layer (the same checks a third time, at the default
// viewport, without screenshots: ADR 0004). Ask for it with `--only stories` for a quick local check.
//
// Select layers for local use (prerequisites are added as needed):
//   npm test -- --only unit,stories          or   TEST_LAYERS=unit,stories npm test
// Layers: lint, typecheck, unit, stories, visual (= visual-xs + visual-lg), visual-xs, visual-lg, e2e.
// Arguments after a second `--` go to every Vitest run, e.g. `npm test -- --only visual -- --update`.
//
// The last line printed is always `tests: <passed> passed, <failed> failed` (CI reads it). A failed step
// that is not a Vitest run (lint, typecheck, ensure-*), or a Vitest run that fails without a failed
// test (e.g. an unhandled error), counts as one failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuild, ensurePinnedNode, npmRun, root } from './build-state.mjs';

ensurePinnedNode(import.meta.url);

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const isCI = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());

// ── arguments ────────────────────────────────────────────────────────────────────────
const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const ownArgs = separator === -1 ? argv : argv.slice(0, separator);
const vitestExtra = separator === -1 ? [] : argv.slice(separator + 1);

let only = process.env.TEST_LAYERS || '';
for (let i = 0; i < ownArgs.length; i++) {
  const arg = ownArgs[i];
  if (arg === '--only') only = ownArgs[++i] ?? '';
  else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
  else if (arg === '-h' || arg === '--help') {
    console.log(
      'usage: npm test [-- --only lint,typecheck,unit,stories,visual,visual-xs,visual-lg,e2e [-- <vitest args>]]',
    );
    process.exit(0);
  } else {
    console.error(`test: unknown argument ${arg} (Vitest arguments go after a second \`--\`).`);
    process.exit(2);
  }
}

const layerNames = ['lint', 'typecheck', 'unit', 'stories', 'visual', 'visual-xs', 'visual-lg', 'e2e'];
const requested = only
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = requested.filter((name) => !layerNames.includes(name));
if (unknown.length) {
  console.error(`test: unknown layer(s) ${unknown.join(', ')}; choose from ${layerNames.join(', ')}.`);
  process.exit(2);
}
const selected = new Set(requested.length ? requested : ['lint', 'typecheck', 'unit', 'visual', 'e2e']);
const visualProjects = selected.has('visual')
  ? ['visual-xs', 'visual-lg']
  : ['visual-xs', 'visual-lg'].filter((name) => selected.has(name));

// ── running things ───────────────────────────────────────────────────────────────────
const vitestEntry = path.join(root, 'node_modules/vitest/vitest.mjs');
const reportDir = mkdtempSync(path.join(tmpdir(), 'kerbside-test-'));
let current; // the child process running now, for signal forwarding

const track = (child) => {
  current = child;
  child.on('exit', () => {
    if (current === child) current = undefined;
  });
};

function spawnInherit(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    track(child);
    child.on('error', (error) => {
      console.error(`test: could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One Vitest run; returns its exit code and the counts from its JSON report. */
async function vitest(step, projects) {
  const report = path.join(reportDir, `${step}.json`);
  const args = [
    vitestEntry,
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // Never write new baselines in CI: a missing screenshot baseline fails (Vitest's own CI default too).
    ...(isCI ? ['--update=none'] : []),
    ...vitestExtra,
  ];
  const code = await spawnInherit(process.execPath, args);
  const counts = { passed: 0, failed: 0, pending: 0 };
  const failures = [];
  if (existsSync(report)) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      counts.passed = json.numPassedTests ?? 0;
      counts.failed = json.numFailedTests ?? 0;
      counts.pending = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      failures.push(...failedTests(json));
    } catch (error) {
      console.error(`test: could not read the Vitest report ${report}: ${error.message}`);
    }
  }
  return { code, counts, failures };
}

/** The failed tests of a Vitest JSON report: file, full name and the first line of the first message. */
function failedTests(json) {
  return (json.testResults ?? []).flatMap((file) => {
    const relative = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') {
      return [{ file: relative, name: '(the file itself)', message: firstLine(file.message) }];
    }
    return tests.map((test) => ({
      file: relative,
      name: test.fullName ?? test.title,
      message: firstLine(test.failureMessages?.[0]),
    }));
  });
}

const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

const steps = [
  {
    name: 'lint',
    when: selected.has('lint'),
    label: 'npm run lint',
    run: () => npmRun('lint', [], { onSpawn: track }),
  },
  {
    name: 'typecheck',
    when: selected.has('typecheck'),
    label: 'npm run typecheck',
    run: () => npmRun('typecheck', [], { onSpawn: track }),
  },
  {
    name: 'ensure-postgres',
    // The unit layer's stores and the e2e layer's sites on PostgreSQL start throw-away clusters.
    when: (selected.has('unit') || selected.has('e2e')) && !process.env.DATABASE_URL,
    label: 'node scripts/postgres.mjs ensure',
    run: () => spawnInherit(process.execPath, [path.join(root, 'scripts/postgres.mjs'), 'ensure']),
  },
  {
    name: 'unit',
    when: selected.has('unit'),
    label: 'vitest run --project unit --project unit-isolated',
    vitest: ['unit', 'unit-isolated'],
  },
  {
    name: 'ensure-chromium',
    when: selected.has('stories') || visualProjects.length > 0 || selected.has('e2e'),
    label: 'node scripts/ensure-chromium.mjs',
    run: () => spawnInherit(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]),
  },
  { name: 'stories', when: selected.has('stories'), label: 'vitest run --project stories', vitest: ['stories'] },
  {
    name: 'visual',
    when: visualProjects.length > 0,
    label: `vitest run ${visualProjects.map((project) => `--project ${project}`).join(' ')}`,
    vitest: visualProjects,
  },
  {
    name: 'ensure-build',
    when: selected.has('e2e'),
    label: 'node scripts/ensure-build.mjs',
    run: () => ensureBuild({ onSpawn: track }),
  },
  {
    // The e2e layer also opens every docs page of the static Storybook (a few seconds to build).
    name: 'build-storybook',
    when: selected.has('e2e'),
    label: 'npm run build-storybook',
    run: () => npmRun('build-storybook', [], { onSpawn: track }),
  },
  { name: 'e2e', when: selected.has('e2e'), label: 'vitest run --project e2e', vitest: ['e2e'] },
].filter((step) => step.when);

// ── signals ──────────────────────────────────────────────────────────────────────────
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// ── the run ──────────────────────────────────────────────────────────────────────────
const rule = (text) => `━━━ ${text} ${'━'.repeat(Math.max(3, 88 - text.length))}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const totals = { passed: 0, failed: 0, pending: 0 };
const results = [];
const allFailures = [];
const started = Date.now();

console.log(`test: node ${process.version}${isCI ? ', CI' : ''}; steps: ${steps.map((step) => step.name).join(' → ')}`);

for (const [index, step] of steps.entries()) {
  console.log(`\n${rule(`[${index + 1}/${steps.length}] ${step.name}: ${step.label}`)}\n`);
  const stepStart = Date.now();
  let code;
  let note = '';
  if (step.vitest) {
    const { code: exitCode, counts, failures } = await vitest(step.name, step.vitest);
    code = exitCode;
    allFailures.push(...failures);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.pending += counts.pending;
    if (code !== 0 && counts.failed === 0) totals.failed += 1;
    note = `${counts.passed} passed, ${counts.failed} failed${counts.pending ? `, ${counts.pending} skipped` : ''}`;
    if (code === 0 && counts.passed + counts.failed + counts.pending === 0) note += ' (warning: no tests found)';
  } else {
    code = await step.run();
    if (code !== 0) totals.failed += 1;
  }
  if (interrupted) code = code || 130;
  const ok = code === 0;
  results.push({ name: step.name, ok, note, time: Date.now() - stepStart });
  console.log(
    `\n${ok ? '✔' : '✘'} ${step.name} ${ok ? 'passed' : `FAILED (exit ${code})`}${note ? ` — ${note}` : ''} in ${seconds(Date.now() - stepStart)}`,
  );
  if (!ok) break;
}

rmSync(reportDir, { recursive: true, force: true });

// ── summary ──────────────────────────────────────────────────────────────────────────
const skipped = steps.slice(results.length).map((step) => step.name);
const failedStep = results.find((result) => !result.ok);
console.log(`\n${rule('summary')}`);
for (const result of results) {
  console.log(
    `  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(16)} ${seconds(result.time).padStart(8)}${result.note ? `  ${result.note}` : ''}`,
  );
}
for (const name of skipped) console.log(`  – ${name.padEnd(16)} not run`);
if (totals.pending) console.log(`  ${totals.pending} test(s) skipped or todo`);
// CI shows only the tail of the output: name what failed here, not just how many.
if (allFailures.length) {
  console.log('\nfailed tests:');
  for (const failure of allFailures.slice(0, 20)) {
    console.log(`  ✘ ${failure.file} › ${failure.name}`);
    if (failure.message) console.log(`      ${failure.message}`);
  }
  if (allFailures.length > 20) console.log(`  … and ${allFailures.length - 20} more`);
}
console.log(
  failedStep
    ? `\nFAILED at ${failedStep.name} after ${seconds(Date.now() - started)}${interrupted ? ' (interrupted)' : ''}`
    : `\nAll ${results.length} step(s) passed in ${seconds(Date.now() - started)}`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
