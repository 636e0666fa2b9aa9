/**
 * Step 7: the files beside the pages: resume.pdf and resume.json, the contact card
 * (contact.vcf), a QR code of the site (qr.svg), robots.txt, sitemap.xml.
 */
import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../content/types.ts';
import { CONTACT_CARD } from '../../elements/shared/site-files.ts';
import { QR_FILE, qrSvg } from './qr.ts';
import { resumeJson, resumePdf } from './resume.ts';
import { vCard } from './vcard.ts';

/** `url(route)`: a page's absolute URL. */
export async function writeSiteFiles(content: Content, root: string, outDir: string, url: (route: string) => string): Promise<void> {
  const ownPdf = path.join(root, 'data/resume.pdf');
  if (existsSync(ownPdf)) await copyFile(ownPdf, path.join(outDir, 'resume.pdf'));
  else await writeFile(path.join(outDir, 'resume.pdf'), await resumePdf(content));
  await writeFile(path.join(outDir, 'resume.json'), `${JSON.stringify(resumeJson(url(''), content), null, 2)}\n`);
  await writeFile(path.join(outDir, CONTACT_CARD), vCard(content, url('')));
  await writeFile(path.join(outDir, QR_FILE), await qrSvg(url('')));
  await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${url('')}sitemap.xml\n`);
  const urls = content.pages.map((p) => `  <url><loc>${url(p.route)}</loc></url>`).join('\n');
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
}
