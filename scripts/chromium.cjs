// Where Debian's Chromium is, and the flags it must be started with here (no network, root, no GPU).
// scripts/ensure-chromium.sh installs it; this only locates it.
const { existsSync } = require('node:fs');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "Chromium not found. Run `bash scripts/ensure-chromium.sh` (installs Debian's chromium as root) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

module.exports = { chromiumArgs, chromiumPath };
