/**
 * The footer of every page, prerendered by the build and brought to life by `<site-footer>`. It is the
 * owner's `h-card` (microformats2: name, URL, note, email, phone, address, profiles), and its
 * profile links are `rel="me"`, in the light DOM of every page, where a parser that verifies
 * profile links (Mastodon, IndieAuth) finds them.
 */
import { html, nothing } from 'lit-html';
import { directionParts } from '../../content/bidi.ts';
import { fillParts } from '../../content/format.ts';
import { direction } from '../../content/languages.ts';
import type { ChromeContent } from '../shared/chrome.ts';
import { emailRuns } from '../shared/email.ts';
import { icon } from '../shared/media/lit-icon.ts';
import { pagesRoot, routeHref, telHref } from '../shared/urls.ts';

/** The owner's `text`, isolated in the direction it reads in on a page in `lang`, and so each stretch of the other direction in it (content/bidi.ts). */
const own = (text: string, lang: string) => {
  const { dir, parts } = directionParts(text, direction(lang));
  return html`<bdi dir=${dir}>${parts.map((part) => (part.dir ? html`<bdi dir=${part.dir}>${part.text}</bdi>` : part.text))}</bdi>`;
};

export const footerTemplate = (chrome: ChromeContent) => {
  const { common, footer: words, lang } = chrome.strings;
  const newTab = ` ${common.newTab}`;
  return html`
  <footer class="site-footer h-card">
    <div class="footer-grid">
      <section class="footer-brand" aria-labelledby="footer-brand">
        <h2 id="footer-brand" class="brand"><a class="u-url u-uid" href=${pagesRoot()}>${own(chrome.brand, lang)}<span aria-hidden="true">.</span></a></h2>
        <p class="p-note">${own(chrome.blurb, lang)}</p>
        ${
          chrome.socialIcons.length
            ? html`<ul class="socials" role="list">
                ${chrome.socialIcons.map(
                  (s) => html`<li>
                    <a class="icon-button u-url" href=${s.href} target="_blank" rel="me noopener noreferrer" aria-label=${common.networks[s.network] + newTab}
                      >${icon(s.network)}</a
                    >
                  </li>`,
                )}
              </ul>`
            : nothing
        }
      </section>
      <nav class="footer-links" aria-labelledby="footer-quick">
        <h2 id="footer-quick">${words.quickLinks}</h2>
        <ul role="list">
          ${chrome.quickLinks.map((l) => html`<li><a href=${routeHref(l.route)}>${l.label}</a></li>`)}
        </ul>
      </nav>
      <section class="footer-contact" aria-labelledby="footer-contact">
        <h2 id="footer-contact">${words.contact}</h2>
        <ul role="list">
          <li><a class="u-email" href="mailto:${chrome.email}">${icon('mail')}<span class="email" dir="ltr">${emailRuns(chrome.email).map((run, i) => (i ? html`<wbr><span>${run}</span>` : html`<span>${run}</span>`))}</span></a></li>
          ${chrome.phone ? html`<li><a class="p-tel" href=${telHref(chrome.phone)}>${icon('phone')}<span dir="ltr">${chrome.phone}</span></a></li>` : nothing}
          ${chrome.location ? html`<li><span class="p-adr">${icon('mapPin')}${own(chrome.location, lang)}</span></li>` : nothing}
        </ul>
      </section>
      ${
        chrome.codingProfiles.length
          ? html`<nav class="footer-profiles" aria-labelledby="footer-profiles">
              <h2 id="footer-profiles">${words.codingProfiles}</h2>
              <ul role="list">
                ${chrome.codingProfiles.map(
                  (l) => html`<li>
                    <a class="u-url" href=${l.href} target="_blank" rel="me noopener noreferrer"
                      >${common.networks[l.network]}<span class="visually-hidden">${newTab}</span></a
                    >
                  </li>`,
                )}
              </ul>
            </nav>`
          : nothing
      }
    </div>
    <div class="footer-bottom">
      <p>${fillParts(words.copyright, { year: String(chrome.copyrightYear), name: html`<span class="p-name">${own(chrome.name, lang)}</span>` })}</p>
      <button class="back-to-top" type="button">${icon('arrowUp')}<span>${words.backToTop}</span></button>
    </div>
  </footer>
`;
};
