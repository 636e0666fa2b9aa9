/**
 * Build settings, read once from the environment and checked together before anything is
 * written (the rules: docs/deploy.md#settings). Each bad one is one line naming it (settings.ts);
 * several bad ones are one line each.
 */
import path from 'node:path';
import { originProblem } from '../../content/origin.ts';
import { mailSettings } from './mail.ts';
import { SettingError, setting } from './settings.ts';

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
  /** Where the build reads `EMAILJS_*` from (default `process.env`): a test builds with settings of its own. */
  readonly mailEnvironment?: NodeJS.ProcessEnv;
  /** Every visitor-facing word in the pseudo-language (`PSEUDO_LANGUAGE=1`; content/pseudo.ts). */
  readonly pseudo?: boolean;
  /** Build the owner's draft posts too (`npm start` only; content/posts.ts). */
  readonly drafts?: boolean;
  /** The origin the embeds' paste-ready snippets point to (`SITE_URL`, checked); absent: `siteUrl` in data/profile.ts. */
  readonly siteUrl?: string;
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * BASE_PATH as "/", or "/<segment>/…/" with each segment of letters, digits, "-", "_", "." and
 * "~". A "." or ".." segment is refused rather than resolved: the path is pasted into every
 * link, the page policy's `_headers` paths and the speculation rules, where it must mean the
 * folder it names.
 */
export function normaliseBase(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  const segments = trimmed ? trimmed.split('/') : [];
  if (segments.some((segment) => !/^[\w.~-]+$/.test(segment) || segment === '.' || segment === '..')) {
    throw new SettingError(
      'BASE_PATH',
      raw ?? '',
      'is not a URL path such as /portfolio/ (segments of letters, digits, "-", "_", "." and "~"; no empty, "." or ".." segment)',
    );
  }
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** SITE_URL: held to the rules of `siteUrl` (content/origin.ts); its normalised origin, or undefined when unset. */
export function siteOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = setting(env, 'SITE_URL');
  if (!value) return undefined;
  const problem = originProblem(value);
  if (problem) throw new SettingError('SITE_URL', value, problem);
  return new URL(value).origin;
}

/** PSEUDO_LANGUAGE: "1" turns it on; unset, "" or "0" leaves it off; anything else is a typo to name, not to guess. */
function pseudoLanguage(env: NodeJS.ProcessEnv): boolean {
  const value = setting(env, 'PSEUDO_LANGUAGE');
  if (value !== '' && value !== '0' && value !== '1') throw new SettingError('PSEUDO_LANGUAGE', value, 'is not "1" (on) or "0" (off)');
  return value === '1';
}

/** Every setting, checked; throws one line per bad one, so `npm run build` stops before it writes anything. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const problems: string[] = [];
  const checked = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const base = checked(() => normaliseBase(env.BASE_PATH));
  const siteUrl = checked(() => siteOrigin(env));
  const pseudo = checked(() => pseudoLanguage(env));
  // The build reads EMAILJS_* itself, once it knows whether a stand-in serves the form; checked
  // here too, so a bad one stops the build before anything is written.
  checked(() => mailSettings(env));
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    base: base!,
    outDir: path.resolve(projectRoot, env.OUT_DIR ?? 'dist'),
    root: projectRoot,
    pseudo: pseudo!,
    ...(siteUrl && { siteUrl }),
  };
}
