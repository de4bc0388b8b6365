/**
 * The machine's own Chromium (nothing is downloaded), launched headless as this machine allows: as root it needs
 * no sandbox, and it must not reach the network for updates. The end-to-end tests, the web benchmarks and the
 * screenshot script all start it so.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
