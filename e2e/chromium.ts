// Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU, no
// background traffic to a network it cannot reach): for the journeys and the benchmarks alike.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
