/**
 * The Content-Security-Policy of every page, and the `_headers` file for hosts that read one
 * (Netlify, Cloudflare Pages), with the headers a `<meta>` tag cannot set.
 *
 * - Scripts: only the site's own files, plus the pre-paint theme script by its hash.
 * - Styles: the site's stylesheet and the `<style>` inside each prerendered shadow root;
 *   `'unsafe-inline'` is allowed for styles only, because prerendered sections carry inline
 *   style attributes (per-item animation delays) that hashes cannot express.
 * - Connections: the mail provider only. Frames: YouTube (no-cookie) and LinkedIn posts.
 */
import { createHash } from 'node:crypto';

/** The EmailJS API host when no other origin is configured. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.linkedin.com'];

export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page policy. `mailOrigin` is the provider origin attribute: "" (EmailJS), "/" (this site) or a URL. */
export function contentSecurityPolicy(inlineScripts: readonly string[], mailOrigin: string): string {
  const mail = mailOrigin === '/' ? [] : [mailOrigin ? new URL(mailOrigin).origin : EMAILJS_ORIGIN];
  return [
    "default-src 'none'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    `connect-src 'self' ${mail.join(' ')}`.trim(),
    `frame-src ${FRAME_ORIGINS.join(' ')}`,
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function headersFile(csp: string, base: string): string {
  return `${base}*
  Content-Security-Policy: ${csp}; frame-ancestors 'self'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin

${base}assets/*
  Cache-Control: public, max-age=31536000, immutable
  Access-Control-Allow-Origin: *

${base}embed/*
  Access-Control-Allow-Origin: *
  Cross-Origin-Resource-Policy: cross-origin
`;
}
