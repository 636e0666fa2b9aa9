/**
 * The Content-Security-Policy of every page, and the `_headers` file for hosts that read one
 * (Netlify, Cloudflare Pages), with the headers a `<meta>` tag cannot set.
 *
 * - Scripts: only the site's own files, plus the pre-paint theme script by its hash.
 * - Styles: the site's stylesheet, plus each inline `<style>` the pages carry (the one inside
 *   every prerendered shadow root) by its hash. No `'unsafe-inline'`: the markup has no `style`
 *   attributes (values that come from data are rules in those stylesheets).
 * - Fonts: the site's own (its typeface, in `assets/`), only when it has one (not `system`).
 * - Connections: the mail provider only. Frames: YouTube (no-cookie) and LinkedIn posts; with the
 *   contact form's reCAPTCHA on, Google's reCAPTCHA script and frames too.
 * - No exceptions anywhere: no `'unsafe-inline'`, no `'unsafe-eval'`, no `data:`.
 */
import { createHash } from 'node:crypto';
import type { SiteUrls } from '../../content/site-urls.ts';
import { singleLine } from './escape.ts';

/** The EmailJS API host when no other origin is configured. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.linkedin.com'];
/**
 * What Google's reCAPTCHA needs, by its own CSP guidance: added only when the owner turns the
 * contact form's reCAPTCHA on (EMAILJS_RECAPTCHA_SITE_KEY); its script loads only once a visitor types.
 */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/** The CSP source that allows one inline `<script>` or `<style>` by the SHA-256 of its text. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
export const styleHash = scriptHash;

/**
 * The page policy. `mailOrigin` is the provider origin attribute: "" (EmailJS), "/" (this site)
 * or a URL; null when the form sends with the visitor's own mail app (nothing to connect to).
 * `inlineStyleTexts` are the texts of the inline `<style>` elements to allow by hash.
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  mailOrigin: string | null,
  inlineStyleTexts: readonly string[] = [],
  { recaptcha = false, fonts = false }: { readonly recaptcha?: boolean; readonly fonts?: boolean } = {},
): string {
  const mail = mailOrigin === null || mailOrigin === '/' ? [] : [mailOrigin ? new URL(mailOrigin).origin : EMAILJS_ORIGIN];
  const styleHashes = [...new Set(inlineStyleTexts.map(styleHash))];
  return [
    "default-src 'none'",
    [`script-src 'self'`, ...inlineScripts.map(scriptHash), ...(recaptcha ? RECAPTCHA_SOURCES.script : [])].join(' '),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self'",
    ...(fonts ? ["font-src 'self'"] : []),
    `connect-src 'self' ${mail.join(' ')}`.trim(),
    `frame-src ${[...FRAME_ORIGINS, ...(recaptcha ? RECAPTCHA_SOURCES.frame : [])].join(' ')}`,
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * What a `<meta>` policy cannot say (`frame-ancestors`) and the headers a meta tag cannot set:
 * HSTS for two years with subdomains, ready for the browsers' preload list (a host that sets
 * HSTS itself should drop this line), `X-Frame-Options` for browsers without `frame-ancestors`.
 * The file is read line by line and has no escape: the values written into it are held to one
 * line (`singleLine`), so none can add a header.
 */
export function headersFile(csp: string, { base }: Pick<SiteUrls, 'base'>): string {
  const root = singleLine(base);
  return `${root}*
  Content-Security-Policy: ${singleLine(csp)}; frame-ancestors 'self'
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  X-Frame-Options: SAMEORIGIN
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin

${root}assets/*
  Cache-Control: public, max-age=31536000, immutable
  Access-Control-Allow-Origin: *

${root}embed/*
  Access-Control-Allow-Origin: *
  Cross-Origin-Resource-Policy: cross-origin
`;
}
