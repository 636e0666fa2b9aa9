/**
 * What machines and recruiters read about the owner, on the built site, from `data/`: Home's
 * JSON-LD `ProfilePage`, the footer's `h-card` with `rel="me"` profile links, the contact card
 * (`contact.vcf`) that "Save contact" downloads, and the QR code of the site.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { mf2 } from 'microformats-parser';
import { dialable, linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import { siteContent } from '../support/site-content.ts';
import { build } from '../../scripts/build/pipeline.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { vCard } from '../../scripts/build/vcard.ts';

const { profile, education, certifications, strings } = siteContent;
/** The pages the build makes (those with something to show). */
const builtPages = async () => (await loadSite(projectRoot)).languages[0]!.content.pages;
const SITE = new URL('/', profile.siteUrl).href;
/** Every profile link the owner has (none on a fork without any). */
const profileLinks = linksAt(profile.links, NETWORKS).map((l) => l.href);

/** The text of HTML as React and lit escape it. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A vCard's content lines, unfolded (a line starting with a space continues the one before). */
const unfold = (card: string) => card.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('the owner, readable by machines', () => {
  let dir: string;
  let home: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-profile-'));
    await build({ base: '/', outDir: dir, root: projectRoot });
    home = await readFile(path.join(dir, 'index.html'), 'utf8');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('Home carries a ProfilePage whose Person is the owner of data/, and no other page does', async () => {
    const pages = await builtPages();
    const blocks = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    assert.equal(blocks.length, 1);
    const [page] = blocks;
    assert.equal(page['@context'], 'https://schema.org');
    assert.equal(page['@type'], 'ProfilePage');
    const person = page.mainEntity;
    assert.equal(person['@type'], 'Person');
    assert.equal(person.name, profile.name);
    assert.equal(person.jobTitle, profile.role);
    assert.equal(person.description, profile.summary);
    assert.equal(person.url, SITE);
    assert.deepEqual(new Set(person.sameAs), new Set(profileLinks));
    for (const value of Object.values(person)) assert.ok(value !== '' && value !== undefined && value !== null, 'no empty field');
    assert.deepEqual(
      person.alumniOf.map((o: { name: string }) => o.name),
      [...new Set(education.map((e) => e.institution))],
    );
    if (profile.location) assert.equal(person.address.addressLocality, placeParts(profile.location).locality);
    else assert.equal(person.address, undefined, 'no address without a location');
    if (profile.photo)
      assert.ok(existsSync(path.join(dir, new URL(person.image).pathname)), `the image ${person.image} is a file of the site`);
    else assert.equal(person.image, undefined, 'no image without a photo');
    for (const p of pages.filter((p) => p.route)) {
      const html = await readFile(path.join(dir, p.route, 'index.html'), 'utf8');
      // Another page's JSON-LD is what its sections show (Certifications, Open source, Writing), never the profile.
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      assert.ok(!data.some((d) => d['@type'] === 'ProfilePage'), p.route);
      if (html.includes('<portfolio-certifications')) {
        const credentials = data.find((d) => d.itemListElement?.[0]?.item['@type'] === 'EducationalOccupationalCredential');
        assert.deepEqual(
          credentials?.itemListElement.map((e: { item: { name: string } }) => e.item.name) ?? [],
          certifications.map((c) => c.name),
          `${p.route}: every certificate, in order`,
        );
      }
    }
  });

  it('every page’s footer is the owner’s h-card, with rel="me" on every profile link', async () => {
    for (const p of await builtPages()) {
      const html = await readFile(path.join(dir, p.route, 'index.html'), 'utf8');
      const parsed = mf2(html, { baseUrl: new URL(p.route ? `${p.route}/` : '', SITE).href });
      const cards = parsed.items.filter((item) => item.type?.includes('h-card'));
      assert.equal(cards.length, 1, p.route);
      const card = cards[0]!.properties;
      assert.deepEqual(card.name, [profile.name]);
      assert.deepEqual(card.note, [profile.blurb]);
      assert.deepEqual(card.email, [`mailto:${profile.email}`]);
      assert.deepEqual(card.tel, profile.phone ? [profile.phone] : undefined);
      assert.deepEqual(card.adr, profile.location ? [profile.location] : undefined);
      assert.ok(card.url?.includes(SITE), 'the site is the card’s url');
      for (const link of profileLinks) assert.ok(card.url?.includes(link), link);
      assert.deepEqual(new Set(parsed.rels.me ?? []), new Set(profileLinks));
    }
  });

  it('writes contact.vcf from data/, which "Save contact" on Home and Contact downloads', async () => {
    const lines = unfold(await readFile(path.join(dir, 'contact.vcf'), 'utf8'));
    assert.equal(lines[0], 'BEGIN:VCARD');
    assert.ok(lines.includes('VERSION:4.0'));
    assert.ok(lines.includes(`EMAIL;TYPE=work:${profile.email}`));
    if (profile.phone) assert.ok(lines.includes(`TEL;VALUE=uri;TYPE=cell:tel:${dialable(profile.phone)}`));
    else assert.ok(!lines.some((l) => l.startsWith('TEL')), 'no phone line without a phone');
    assert.ok(lines.includes(`URL:${SITE}`));
    for (const link of profileLinks) assert.ok(lines.includes(`URL;TYPE=profile:${link}`), link);
    assert.ok(
      lines.some((l) => /^FN[:;]/.test(l)),
      'the name, once or once per language',
    );
    const saveContact = ` href="/contact.vcf" download="">${escapeHtml(strings.common.saveContact)}</a>`;
    for (const route of ['', 'contact']) {
      const html = await readFile(path.join(dir, route, 'index.html'), 'utf8');
      assert.ok(html.includes(saveContact), `${route || 'home'}: a link that downloads the contact card`);
    }
  });

  it('writes qr.svg, a QR code the build reads back as SVG', async () => {
    const svg = await readFile(path.join(dir, 'qr.svg'), 'utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    assert.match(svg, /<path stroke="#000000" d="M/);
  });
});

describe('the contact card', () => {
  const owner = {
    ...profile,
    name: "Zoë O'Connor-Šimić",
    brand: 'Zoë',
    role: 'Engineer; researcher, writer',
    summary: `Ζωή — Зоя — ${'漢字'.repeat(40)} \\ done`,
  };
  const lines = vCard({ profile: owner }, 'https://zoe.example.org/');

  it('keeps names in any script intact, and escapes what vCard text must', () => {
    const unfolded = unfold(lines);
    assert.ok(unfolded.includes("FN:Zoë O'Connor-Šimić"));
    assert.ok(unfolded.includes("N:O'Connor-Šimić;Zoë;;;"));
    assert.ok(unfolded.includes('TITLE:Engineer\\; researcher\\, writer'));
    assert.ok(unfolded.includes(`NOTE:Ζωή — Зоя — ${'漢字'.repeat(40)} \\\\ done`));
  });

  it('folds lines at 75 octets, never inside a character', () => {
    for (const line of lines.split('\r\n')) {
      assert.ok(Buffer.byteLength(line) <= 75, line);
      assert.ok(!line.includes('\uFFFD'));
    }
    assert.ok(
      lines.split('\r\n').some((l) => l.startsWith(' ')),
      'the long note is folded',
    );
  });
});
