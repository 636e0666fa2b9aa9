/**
 * The owner as a contact card (vCard 4.0, RFC 6350), `dist/contact.vcf`: what "Save contact" on
 * Home and Contact downloads, so a recruiter has the owner in their address book in one tap.
 * Names in any script stay intact (UTF-8); long lines are folded as the RFC says. Each line is
 * one property whatever data/ holds: text values are escaped (`vcardText`: a line break, a bare
 * CR included, becomes `\n`) and URLs written as the URL parser normalised them (`vcardUri`,
 * which leaves no line break in them).
 */
import { dialable, linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import type { Content } from '../../content/types.ts';
import { vcardText, vcardUri } from './escape.ts';

/** A content line folded at 75 octets (never inside a UTF-8 character), continuation lines starting with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The card: name, brand as nickname, role, email, phone, city, site and profile links, summary
 * (what the owner has of them). `names`: the name in each language of the site, when it is
 * written differently in some (one `FN` per language, as alternatives of each other).
 */
export function vCard(
  { profile }: Pick<Content, 'profile'>,
  siteUrl: string,
  names: readonly { lang: string; name: string }[] = [],
): string {
  const place = profile.location ? placeParts(profile.location) : undefined;
  const words = profile.name.trim().split(/\s+/);
  const family = words.length > 1 ? words.at(-1)! : '';
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : words[0]!;
  const profiles = linksAt(profile.links, NETWORKS).map((l) => l.href);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    ...(new Set(names.map((n) => n.name)).size > 1
      ? names.map(({ lang, name }) => `FN;LANGUAGE=${lang};ALTID=1:${vcardText(name)}`)
      : [`FN:${vcardText(profile.name)}`]),
    `N:${vcardText(family)};${vcardText(given)};;;`,
    `NICKNAME:${vcardText(profile.brand)}`,
    `TITLE:${vcardText(profile.role)}`,
    `EMAIL;TYPE=work:${vcardText(profile.email)}`,
    ...(profile.phone ? [`TEL;VALUE=uri;TYPE=cell:${vcardUri(`tel:${dialable(profile.phone)}`)}`] : []),
    ...(place ? [`ADR:;;;${vcardText(place.locality)};${vcardText(place.region)};;${vcardText(place.country)}`] : []),
    `URL:${vcardUri(siteUrl)}`,
    ...profiles.map((url) => `URL;TYPE=profile:${vcardUri(url)}`),
    `NOTE:${vcardText(profile.summary)}`,
    'END:VCARD',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
