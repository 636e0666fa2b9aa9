/**
 * The site's own content (`data/`) as the build reads it: its shape checked and read by its
 * schemas (URLs normalised), then its defaults filled in. For tests that check a rule against
 * data/ (in Node and in the browser), so they see the values the built site shows.
 */
import { assembleContent } from '../../content/assemble.ts';
import { checkedData } from '../../content/check-shape.ts';
import type { Content, DataInput } from '../../content/types.ts';
import * as data from '../../data/index.ts';

/** data/'s exports as the build reads them. */
export const siteData: DataInput = checkedData(data);

/** data/ as the build reads it, with its defaults filled in. */
export const siteContent: Content = assembleContent(siteData);

/**
 * The site's content with an entry in both of About's lists, so all three of its tabs show: an
 * owner who has none of one gets a fixture entry (their own About has no such tab).
 */
export const everyAboutTab: Content = {
  ...siteContent,
  education: siteContent.education.length
    ? siteContent.education
    : [{ institution: 'Fixture Institute', degree: 'Fixture degree', period: '2020 - 2024' }],
  experience: siteContent.experience.length
    ? siteContent.experience
    : [{ title: 'Fixture role', company: 'Fixture Ltd', period: '2024', type: 'Internship', description: ['Fixture work.'] }],
};
