/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark start it. This machine's network is
 * closed: without the background-networking flags Chromium keeps trying Google's hosts at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
