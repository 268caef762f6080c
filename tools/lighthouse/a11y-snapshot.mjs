// Lighthouse's accessibility audit of the page as it stands once the app has drawn what the
// caller waits for (snapshot mode: the app's own screen, not the pre-rendered page that a
// navigation audit would see while app.wasm still loads).
//
//   node a11y-snapshot.mjs URL CSS-SELECTOR OUT.json   (CHROME_PATH: the browser)
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { snapshot } from "lighthouse";
import fs from "node:fs";

const [url, selector, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--window-size=1366,768"],
});
let code = 0;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 1366, height: 768 } });
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector(selector, { timeout: 60000 });
  const flow = await snapshot(page, { config: { extends: "lighthouse:default", settings: { onlyCategories: ["accessibility"], formFactor: "desktop", screenEmulation: { disabled: true } } } });
  fs.writeFileSync(out, JSON.stringify(flow.lhr));
  await browser.disconnect();
} catch (e) {
  console.error(String(e && e.stack || e));
  code = 1;
} finally {
  await chrome.kill();
}
process.exit(code);
