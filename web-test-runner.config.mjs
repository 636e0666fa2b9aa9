// Browser tests: every *.test.ts and *.test.tsx under elements/ and content/, each beside the code
// it tests (elements/portfolio-about/about.test.tsx tests that section; their shared support is in
// test/support/), in every engine of the run (Debian's Chromium, Firefox ESR and WebKitGTK's
// MiniBrowser; TEST_ENGINES limits them; see test/support/engines.ts),
// one page at a time per browser (extra pages would be hidden tabs where requestAnimationFrame
// never fires). The test files are served bundled by esbuild (test/support/bundle.ts), with the
// same loaders and constants as the site build.
import { selectedEngines } from './scripts/lib/browser.ts';
import { testReporters } from './scripts/lib/test-results/wtr-reporter.ts';
import { TEST_FOLDERS, bundleTestFile } from './test/support/bundle.ts';
import { engineCommands, launcherFor } from './test/support/engines.ts';
import { providerStandIn } from './test/support/provider.ts';

export default {
  files: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
  nodeResolve: false,
  concurrency: 1,
  // One engine after another. On two cores three at once finished sooner (251 s against 310 s
  // on a quiet machine, 6–8 min against 9–10 on a busy one) but failed when busy (WebKit's axe
  // runs past 20 s, a Firefox page not started in 30 s, keys typed out of order in Chromium);
  // one at a time passed every run.
  concurrentBrowsers: 1,
  browsers: selectedEngines().map(launcherFor),
  plugins: [{ name: 'bundle-tests', serve: (context) => bundleTestFile(context.path) }, engineCommands()],
  // The mail provider's send-form API and its test controls (see test/support/provider.ts).
  middleware: [providerStandIn()],
  // 20 s a test: axe, run four times over a section in each theme, takes WebKit up to 10 s on
  // two busy cores.
  testFramework: { config: { timeout: 20000 } },
  // A test file's page has a minute to start its tests (20 s by default): WebKit once needed
  // more on two busy cores (a fresh clone's CI, one file, none of its tests run). A page that
  // never starts still fails, a minute later.
  testsStartTimeout: 60000,
  // scripts/browser-tests.ts asks for the results as JSON too, to run a file its browser
  // crashed under once more, and for `npm test`'s summary.
  reporters: testReporters(),
};
