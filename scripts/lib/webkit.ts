/**
 * WebKitGTK's MiniBrowser for tests, screenshots and benches: Xvfb, a settings daemon and
 * WebKitWebDriver, started together, with the rendering settings a machine without a GPU needs
 * (`SOFTWARE_RENDERING`), and what to say when the browser dies (`crashSince`).
 *
 * Everything that drives WebKit starts it here (web-test-runner's launcher in
 * test/support/engines.ts, the cross-engine end-to-end driver, screenshots), so one setting
 * reaches them all.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MINIBROWSER, WEBKIT_DRIVER, type SystemPreferences } from './browser.ts';

/**
 * WebKitGTK's environment variables for a machine with no GPU (CI's and this one's: no
 * `/dev/dri`, so every GL call lands in Mesa's llvmpipe). By default WebKitGTK 2.50 paints
 * with Skia on a GPU worker thread (`SkiaGPUWorker`) through that software GL; that thread
 * segfaulted in libc now and then, taking the page with it. `WEBKIT_SKIA_ENABLE_CPU_RENDERING=1`
 * makes Skia paint on CPU worker threads, and no GPU painting thread is started at all; layers
 * are still composited as before.
 *
 * Tried and left out, by measurement (docs/testing.md, "WebKit on a machine without a GPU"): `WEBKIT_DISABLE_DMABUF_RENDERER=1`
 * (frames through shared memory) made MiniBrowser itself segfault, in libwebkit2gtk, whenever a
 * test followed one of the site's links from page to page; `WEBKIT_DISABLE_COMPOSITING_MODE=1`
 * (no GL at all) only with it.
 */
export const SOFTWARE_RENDERING: Readonly<Record<string, string>> = {
  WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
};

/** A moment in the browser's life, from which `crashSince` looks for signs of a crash. */
export interface CrashMark {
  /** Seconds since the machine booted (the kernel log's clock). */
  readonly uptime: number;
  /** How many lines the browser had written to its standard error. */
  readonly logLines: number;
  /** MiniBrowser's process ids then (WebKitWebDriver's children). */
  readonly browsers: readonly number[];
}

/** What webdriverio needs to open sessions on a running WebKitWebDriver. */
export interface WebKitDriver {
  readonly hostname: string;
  readonly port: number;
  readonly capabilities: WebdriverIO.Capabilities;
  /** WebKitWebDriver's process id; MiniBrowser runs as its child. */
  readonly pid: number;
  /** The X display MiniBrowser runs on (its own Xvfb, `:<n>`). */
  readonly display: string;
  /**
   * Changes the system settings MiniBrowser reads (GTK's theme name and animations switch, as a
   * desktop's settings daemon would); pages follow shortly after, not at once.
   */
  setPreferences(prefs: SystemPreferences): Promise<void>;
  /** Now, for `crashSince`. */
  mark(): CrashMark;
  /**
   * Why the browser crashed since `mark`, in one line: what MiniBrowser logged (`WebProcess
   * CRASHED`), WebKitWebDriver's own exit, and the kernel's line for the crashed thread
   * (`SkiaGPUWorker[…]: segfault … in libc.so.6`) where the kernel log can be read. Undefined
   * when none of them says anything.
   */
  crashSince(mark: CrashMark): Promise<string | undefined>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Starts Xvfb on a display it picks itself (`-displayfd`) and resolves to that display's name.
 * Its screen is 16 px square, so that the X pointer, in the middle of it, is over the window's
 * toolbar at any window size: with no window manager, keyboard focus follows that pointer, and
 * a page in a window that has lost it matches no `:focus` (windows may be larger than the screen).
 */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '16x16x24'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    xvfb.stderr!.on('data', (d) => (stderr += d));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr.trim()}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (d) => resolve({ display: `:${String(d).trim()}`, process: xvfb }));
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready !== false) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

/** The XSETTINGS GTK reads for these preferences, in xsettingsd's configuration format. */
const xsettings = ({ colorScheme, reducedMotion }: SystemPreferences) =>
  `Net/ThemeName "${colorScheme === 'dark' ? 'Adwaita-dark' : 'Adwaita'}"\nGtk/EnableAnimations ${reducedMotion === 'reduce' ? 0 : 1}\n`;

/** Starts xsettingsd on `display` with the settings in `file`, resolved once it serves them. */
function startXsettingsd(display: string, file: string): Promise<ChildProcess> {
  const daemon = spawn('xsettingsd', [`--config=${file}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: display },
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    daemon.on('error', reject);
    daemon.on('exit', (code) => reject(new Error(`xsettingsd exited (${code}): ${stderr.trim()}`)));
    daemon.stderr!.on('data', (d) => {
      stderr += d;
      if (stderr.includes('Took ownership')) resolve(daemon);
    });
  });
}

/**
 * GTK styles for MiniBrowser's own widgets: without them its toolbar keeps the window at least
 * 447 px wide, wider than a phone. Pages are not styled by GTK.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n';

/** Seconds since boot, the clock of the kernel log's `[ 304.247172]` prefixes. */
const uptime = () => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);

/** The process ids of `pid`'s children (none once it has ended). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const running = (pid: number) => existsSync(`/proc/${pid}`);

/** What a browser's process logs when it, or a process it started, dies. */
const CRASH_LINE = /crash|segfault|segmentation|abort|signal|killed|terminated/i;

/**
 * The kernel's lines since `since` (seconds since boot) about a process that died of a fault
 * (`segfault at …`, `traps: … general protection`), without their timestamps; none when the
 * kernel log cannot be read (it may need root).
 */
function kernelFaultsSince(since: number): Promise<string[]> {
  return new Promise((resolve) => {
    execFile('dmesg', [], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve([]);
      const faults = stdout.split('\n').flatMap((line) => {
        const entry = /^\[\s*(\d+\.\d+)\]\s*(.*)$/.exec(line);
        if (!entry || Number(entry[1]) < since || !/segfault|general protection|traps:/.test(entry[2]!)) return [];
        // "SkiaGPUWorker[7283]: segfault at 7f96… in libc.so.6[…]": registers and CPU left out.
        return [entry[2]!.replace(/ ip \S+ sp \S+ error \d+/, '').replace(/ likely on CPU.*$/, '')];
      });
      resolve(faults);
    });
  });
}

/**
 * Xvfb, xsettingsd and WebKitWebDriver, running until `close()`; sessions are opened with
 * webdriverio's `remote`. The system settings start light, with animations.
 */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'webkit-'));
  await mkdir(path.join(dir, 'gtk-3.0'));
  await writeFile(path.join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const settingsFile = path.join(dir, 'xsettingsd.conf');
  let settings: SystemPreferences = {};
  await writeFile(settingsFile, xsettings(settings));
  const processes: ChildProcess[] = [];
  const cleanUp = () => {
    for (const child of processes.splice(0).reverse()) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // Also when the process ends without close() (a test runner's exit): no Xvfb outlives it.
  process.once('exit', cleanUp);
  const stop = async () => {
    process.off('exit', cleanUp);
    cleanUp();
  };
  const port = await freePort();
  let daemon: ChildProcess;
  let driver: ChildProcess;
  let display: string;
  /** What WebKitWebDriver, MiniBrowser and its web processes wrote to standard error. */
  const log: string[] = [];
  try {
    const xvfb = await startXvfb();
    processes.push(xvfb.process);
    display = xvfb.display;
    daemon = await startXsettingsd(xvfb.display, settingsFile);
    processes.push(daemon);
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...SOFTWARE_RENDERING, DISPLAY: xvfb.display, XDG_CONFIG_HOME: dir },
    });
    processes.push(driver);
    let partial = '';
    driver.stderr!.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      log.push(...lines.map((l) => l.trim()).filter(Boolean));
    });
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    hostname: '127.0.0.1',
    port,
    pid: driver.pid!,
    display,
    capabilities: {
      browserName: 'MiniBrowser',
      // webdriverio asks for BiDi by default; WebKitWebDriver's sessions are classic only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
    async setPreferences(prefs) {
      settings = { ...settings, ...prefs };
      await writeFile(settingsFile, xsettings(settings));
      daemon.kill('SIGHUP'); // xsettingsd reads its file again
    },
    mark: () => ({ uptime: uptime(), logLines: log.length, browsers: childrenOf(driver.pid!) }),
    async crashSince(mark) {
      const logged = log.slice(mark.logLines).filter((line) => CRASH_LINE.test(line));
      const exited = [
        ...(driver.exitCode !== null || driver.signalCode !== null
          ? [`WebKitWebDriver exited (${driver.signalCode ?? driver.exitCode})`]
          : []),
        ...mark.browsers.filter((pid) => !running(pid)).map((pid) => `MiniBrowser (process ${pid}) ended`),
      ];
      // The kernel log's clock is a little behind /proc/uptime's: a second's grace.
      const kernel = (await kernelFaultsSince(mark.uptime - 1)).map((line) => `kernel: ${line}`);
      const signs = [...new Set([...logged, ...exited, ...kernel])];
      return signs.length ? signs.join('; ').slice(0, 300) : undefined;
    },
    close: stop,
  };
}
