// Where Debian's Chromium lives and the flags it needs here (see docs/design/toolchain.md):
// without the background-networking flags it floods this closed network with refused connections.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];
