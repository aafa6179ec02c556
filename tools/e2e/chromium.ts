import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, with the background services that would try the closed network switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // no internet: any other host fails at once in the resolver (YouTube embeds, thumbnails). A Playwright route
      // did this before, but it pauses every request on its way to Node and turns the HTTP cache off.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      // a fake microphone (a tone), granted without a prompt: the composer's audio recorder test
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
}
