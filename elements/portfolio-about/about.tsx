/**
 * The About page: the banner, then three tabs (Overview, Education, Experience).
 *
 * On the site the URL hash names the open tab (`#education`, `useTabs`' `address`): choosing a
 * tab replaces the hash (no new history entry), so a reload keeps the tab and the address can be
 * shared; nothing is stored. The site loads this section at once when a page opens with such a
 * hash (its contract's `loadOn`). An embed leaves the host page's hash alone.
 */
import { memo, useId, useMemo, type ComponentType } from 'react';
import type { Content, PersonalFacts } from '../../content/types.ts';
import { useStrings, type SectionStrings } from '../shared/section/strings.ts';
import type { IconName } from '../shared/media/icons.ts';
import { Icon } from '../shared/section/ui.tsx';
import { Bidi } from '../shared/section/bidi.tsx';
import { TabsWithoutScript, useTabs } from '../shared/section/use-tabs.tsx';
import { Banner } from './banner.tsx';
import { EducationList } from './education.tsx';
import { ExperienceList } from './experience.tsx';
import { ABOUT_TABS, type AboutTab } from './tabs.ts';

export interface AboutProps {
  /** ISO date the age is computed for when rendering (the page passes the build date). */
  readonly ageReference?: string;
}

/** What the section shows (bound in spec.ts). */
export type AboutContent = Pick<Content, 'profile' | 'personal' | 'education' | 'experience'> & {
  /** The profile links beside the Email button. */
  readonly links: Content['linkPlaces']['about'];
  readonly strings: SectionStrings;
};

function Overview({ personal }: { readonly personal: PersonalFacts }) {
  return (
    <div className="overview card">
      {personal.overview.map((p) => (
        <p key={p}>
          <Bidi text={p} />
        </p>
      ))}
    </div>
  );
}

// Memoised: a tap changes which panel is shown, never what a panel holds, so React re-renders
// the tabs and the panels' wrappers only.
const TABS: Record<AboutTab, { readonly icon: IconName; readonly Panel: ComponentType<AboutContent> }> = {
  overview: { icon: 'user', Panel: memo(Overview) },
  education: { icon: 'graduation', Panel: memo(EducationList) },
  experience: { icon: 'briefcase', Panel: memo(ExperienceList) },
};

/** The tabs with something to show: no Education or Experience tab for an owner without entries. */
const shownTabs = (education: AboutContent['education'], experience: AboutContent['experience']): AboutTab[] =>
  ABOUT_TABS.filter((tab) => (tab === 'education' ? education.length > 0 : tab === 'experience' ? experience.length > 0 : true));

/** On the site, not in an embed, which leaves the host page's address alone. */
const followHash = !__EMBED__;

export function About({ ageReference, ...content }: AboutProps & AboutContent) {
  const headingId = useId();
  const words = useStrings('about');
  const { education, experience } = content;
  const keys = useMemo(() => shownTabs(education, experience), [education, experience]);
  const tabs = useTabs({ keys, address: followHash });

  return (
    <section className="section about" aria-labelledby={headingId}>
      <TabsWithoutScript />
      <Banner
        headingId={headingId}
        ageReference={ageReference}
        profile={content.profile}
        personal={content.personal}
        links={content.links}
      />
      <div {...tabs.tabListProps} className="tabs" aria-label={words.tabsLabel}>
        {keys.map((tab) => (
          <button key={tab} {...tabs.tabProps(tab)} className="tab">
            <Icon name={TABS[tab].icon} />
            {words.tabs[tab]}
          </button>
        ))}
      </div>
      {keys.map((tab) => {
        const { Panel } = TABS[tab];
        return (
          <div key={tab} {...tabs.panelProps(tab)} className="panel">
            <h2 className="tabpanel-heading visually-hidden">{words.tabs[tab]}</h2>
            <Panel {...content} />
          </div>
        );
      })}
    </section>
  );
}
