// `node scripts/ensure-chromium.mjs`: makes sure the browser tests can run.
// Quiet success when Chromium (CHROMIUM_PATH or /usr/bin/chromium) and the Liberation Sans font are present.
// Otherwise, as root with apt-get, installs what is missing (Debian's chromium; Playwright's own
// browser download does not work here, see docs/design/toolchain.md); as anyone else, explains how.
// The visual baselines are rendered with Liberation Sans, so the font counts as a requirement too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { commandExists, isExecutable, isRoot } from './system.mjs';

const fontPackages = ['fonts-liberation', 'fonts-dejavu-core'];
const customPath = Boolean(process.env.CHROMIUM_PATH);

function hasLiberationSans() {
  if (commandExists('fc-list')) {
    const result = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    if (result.status === 0) return /Liberation Sans/.test(result.stdout);
  }
  // No fontconfig tools: look for the font files themselves (fonts-liberation / fonts-liberation2).
  return ['liberation', 'liberation2'].some((dir) =>
    existsSync(`/usr/share/fonts/truetype/${dir}/LiberationSans-Regular.ttf`),
  );
}

function fail(lines) {
  console.error(
    ['', 'ensure-chromium: cannot run the browser tests.', ...lines.map((line) => `  ${line}`), ''].join('\n'),
  );
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    fail([`\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}).`]);
}

const haveChromium = isExecutable(chromiumPath);
const haveFont = hasLiberationSans();

if (haveChromium && haveFont) process.exit(0);

if (!haveChromium && customPath) {
  fail([
    `CHROMIUM_PATH is set to ${chromiumPath}, which does not exist or is not executable.`,
    'Point CHROMIUM_PATH at a Chromium binary, or unset it to use /usr/bin/chromium.',
  ]);
}

// Chromium's install always brings the fonts along (cheap, and the baselines need them).
const missing = haveChromium ? fontPackages : ['chromium', ...fontPackages];
const what = [!haveChromium && `Chromium (${chromiumPath})`, !haveFont && "the 'Liberation Sans' font"]
  .filter(Boolean)
  .join(' and ');

if (!isRoot() || !commandExists('apt-get')) {
  fail([
    `Missing: ${what}.`,
    'Install it with:',
    `  sudo apt-get install ${missing.join(' ')}`,
    ...(haveChromium ? [] : ['or set CHROMIUM_PATH to an existing Chromium binary.']),
    ...(isRoot() ? ['(apt-get was not found on this machine.)'] : []),
  ]);
}

console.log(`ensure-chromium: missing ${what}; installing ${missing.join(' ')} with apt-get.`);
run('apt-get', ['update']);
run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);

if (!isExecutable(chromiumPath)) fail([`apt-get finished but ${chromiumPath} is still missing.`]);
if (!hasLiberationSans()) fail(["apt-get finished but fontconfig still does not list 'Liberation Sans'."]);
console.log(`ensure-chromium: ready (${chromiumPath}).`);
