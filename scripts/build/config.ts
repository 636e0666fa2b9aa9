/** Build settings, read once from the environment. */
import path from 'node:path';

export interface BuildConfig {
  /** URL path the site is served under, with leading and trailing slash ("/", "/portfolio/"). */
  readonly base: string;
  /** Absolute folder the site is written to (`OUT_DIR`, default `dist`). */
  readonly outDir: string;
  /** The project folder. */
  readonly root: string;
  /**
   * Without EmailJS keys, send the contact form to the local stand-in (`npm start`, the tests)
   * instead of the visitor's mail app (a site to publish).
   */
  readonly mailStandIn?: boolean;
  /** Every visitor-facing word in the pseudo-language (`PSEUDO_LANGUAGE=1`; content/pseudo.ts). */
  readonly pseudo?: boolean;
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function normaliseBase(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed && !/^[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must be a URL path such as /portfolio/, got ${JSON.stringify(raw)}`);
  }
  return trimmed ? `/${trimmed}/` : '/';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  return {
    base: normaliseBase(env.BASE_PATH),
    outDir: path.resolve(projectRoot, env.OUT_DIR ?? 'dist'),
    root: projectRoot,
    pseudo: env.PSEUDO_LANGUAGE === '1',
  };
}
