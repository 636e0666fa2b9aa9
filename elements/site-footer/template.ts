/** The footer of every page, prerendered by the build and hydrated by `<site-footer>`. */
import { html } from 'lit-html';
import { profile } from '../../data/profile.ts';
import { copyrightYear, quickLinks } from '../../data/site.ts';
import { icon } from '../shared/lit-icon.ts';
import type { IconName } from '../shared/icons.ts';
import { routeHref, siteRoot, telHref } from '../shared/urls.ts';

export interface FooterActions {
  readonly backToTop: () => void;
}

const socialIcons: readonly { readonly icon: IconName; readonly label: string; readonly href: string }[] = [
  { icon: 'github', label: 'GitHub', href: profile.github },
  { icon: 'linkedin', label: 'LinkedIn', href: profile.linkedin },
  { icon: 'devpost', label: 'DevPost', href: profile.devpost },
  { icon: 'x', label: 'X', href: profile.x },
  { icon: 'instagram', label: 'Instagram', href: profile.instagram },
  { icon: 'codechef', label: 'CodeChef', href: profile.codechef },
  { icon: 'leetcode', label: 'LeetCode', href: profile.leetcode },
];

const newTab = ' (opens in a new tab)';

export const footerTemplate = (actions: FooterActions) => html`
  <footer class="site-footer">
    <div class="footer-grid">
      <section class="footer-brand" aria-labelledby="footer-brand">
        <h2 id="footer-brand" class="brand"><a href=${siteRoot}>${profile.brand}<span aria-hidden="true">.</span></a></h2>
        <p>${profile.blurb}</p>
        <ul class="socials" role="list">
          ${socialIcons.map(
            (s) => html`<li>
              <a class="icon-button" href=${s.href} target="_blank" rel="noopener noreferrer" aria-label=${s.label + newTab}
                >${icon(s.icon)}</a
              >
            </li>`,
          )}
        </ul>
      </section>
      <nav class="footer-links" aria-labelledby="footer-quick">
        <h2 id="footer-quick">Quick Links</h2>
        <ul role="list">
          ${quickLinks.map((l) => html`<li><a href=${routeHref(l.route)}>${l.label}</a></li>`)}
        </ul>
      </nav>
      <section class="footer-contact" aria-labelledby="footer-contact">
        <h2 id="footer-contact">Contact</h2>
        <ul role="list">
          <li><a href="mailto:${profile.email}">${icon('mail')}${profile.email}</a></li>
          <li><a href=${telHref(profile.phone)}>${icon('phone')}${profile.phone}</a></li>
          <li><span>${icon('mapPin')}${profile.location}</span></li>
        </ul>
      </section>
      <nav class="footer-profiles" aria-labelledby="footer-profiles">
        <h2 id="footer-profiles">Coding Profiles</h2>
        <ul role="list">
          ${profile.socialLinks.map(
            (l) => html`<li>
              <a href=${l.href} target="_blank" rel="noopener noreferrer"
                >${l.label}<span class="visually-hidden">${newTab}</span></a
              >
            </li>`,
          )}
        </ul>
      </nav>
    </div>
    <div class="footer-bottom">
      <p>© ${copyrightYear} ${profile.name}. All rights reserved.</p>
      <button class="back-to-top" type="button" @click=${actions.backToTop}>${icon('arrowUp')}Back to Top</button>
    </div>
  </footer>
`;
