// The system Chromium (Debian's `chromium`, which .ci/run installs) and the flags it needs here:
// no sandbox as root, and no background connections on a machine without outside network.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
