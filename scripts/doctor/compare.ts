/**
 * What data/ still holds of the sample (scripts/doctor/sample.json): every value equal to one the
 * sample ships with in the same field, one line per entry and field, grouped by file:
 *
 *   data/profile.ts: profile.role: still the sample's ("Full Stack Developer & Cloud Enthusiast")
 *   data/projects.ts: "My Shop".features: still the sample's (3 of 4)
 *   data/education.ts: "Lotus Junior College".logo: still the sample's picture ("images/edu-lotus-junior-college.svg")
 *
 * A value is compared with the sample's values of the same field in any entry, so a reordered,
 * renamed or partly rewritten entry is still recognised. The owner's name counts as the sample
 * person's inside other texts ("Projects by {name}"), a picture by its file's content (a sample
 * file overwritten with one's own is one's own). What many owners share with the sample person
 * is not listed:
 *  - the interface's words (data/strings.ts): keeping the English words is fine; only a text
 *    naming the sample person or one of their addresses is listed;
 *  - words that are the same for everybody: skills, technologies, types, periods, years,
 *    issuers, page titles and routes, labels, link places, a single word ("Remote", "Python");
 *  - names a real person may share with the sample (a certificate, a school, a degree, a job
 *    title, a city): only listed beside a value of the same entry that the sample made up (a
 *    description, a credential, an address, a picture), or when all the entry's words (three
 *    or more) are those of one sample entry.
 * Any other string holding one of the sample's addresses (its site's domain, its handles) is
 * listed as a sample address.
 */
import { DATA_EXPORTS } from '../../content/check-shape.ts';
import { type Sample, fileOf, pictureHash, readData, readSample, stringsIn } from './sample.ts';

/** Exports that hold no facts about the person (settings, labels, claims the build checks): never compared. */
const SETTINGS = new Set([
  'projectFilters',
  'fullPortfolioLink',
  'certificationTiles',
  'heroStats',
  'quickLinks',
  'copyrightYear',
  'brandColor',
  'font',
  'linkPlaces',
  'notFoundPage',
  'verifiedBy',
]);

/** Fields whose words many owners share with the sample person: never compared. */
const SHARED_WORDS: Readonly<Record<string, readonly string[]>> = {
  education: ['period'],
  experience: ['period', 'type'],
  skillCategories: ['name', 'icon', 'color', 'skills'],
  projects: ['technologies'],
  certifications: ['issuer', 'year'],
  journey: ['company', 'location', 'period', 'type'],
  pages: ['route', 'source', 'navLabel', 'title'],
};

/** Names a real person may share with the sample: listed only beside a made-up value of the same entry. */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  profile: ['role', 'location'],
  personal: ['gender', 'languages', 'work', 'freelance', 'country'],
  education: ['institution', 'degree', 'location', 'cgpa', 'score'],
  experience: ['title', 'company', 'location'],
  projects: ['title'],
  certifications: ['name', 'shortName'],
  journey: ['title'],
};

/** Fields never compared with the owner's name put back to the sample's (they are the name). */
const OWN_NAME = new Set(['profile.name', 'profile.brand']);

/** One word of letters ("Remote", "Python", "Self-study"): too common to be the sample's. */
const ONE_WORD = /^[\p{L}\p{M}'’-]+$/u;

/** A field of one entry: its path (`links.github`, `features`) and its strings. */
type Field = readonly [path: string, texts: readonly string[]];

/** The fields of an entry (or of `profile`), nested objects by dotted path, lists as one field. */
function* fieldsOf(value: unknown, prefix = ''): Generator<Field> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const at = prefix + key;
    if (typeof item === 'string') yield [at, [item]];
    else if (Array.isArray(item)) yield [at, [...stringsIn(item)]];
    else if (item && typeof item === 'object') yield* fieldsOf(item, `${at}.`);
  }
}

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type SampleProfile = { name?: string; siteUrl?: string; email?: string; links?: Record<string, string> } | undefined;
const sampleProfile = (sample: Sample) => sample.data['data/profile.ts']?.profile as SampleProfile;

/** The sample's handles: the last part of each of its profile links (`example-aarav`), lower case. */
const sampleHandles = (sample: Sample): string[] =>
  Object.values(sampleProfile(sample)?.links ?? {})
    .map((href) => new URL(href).pathname.split('/').filter(Boolean).at(-1)?.toLowerCase() ?? '')
    .filter((handle) => handle.length >= 4);

/** Whether a text holds one of the sample's addresses: its site's or email's domain, or one of its handles. */
function sampleAddress(sample: Sample): (text: string) => boolean {
  const profile = sampleProfile(sample);
  const hosts = new Set([profile?.siteUrl && new URL(profile.siteUrl).hostname, profile?.email?.split('@')[1]].filter(Boolean));
  const handles = sampleHandles(sample);
  const domain = hosts.size ? new RegExp(`(?:^|[/@.])(?:${[...hosts].map((h) => escapeRegExp(h!)).join('|')})(?:[/:?#\\s]|$)`, 'i') : null;
  return (text) => handles.some((h) => text.toLowerCase().includes(h)) || !!domain?.test(text);
}

interface Finding {
  readonly file: string;
  readonly where: string;
  readonly line: string;
}

/** The values of a field, by field path (`links.github`, `features`). */
type Values = Map<string, Set<string>>;

const addValues = (values: Values, entry: unknown): Values => {
  for (const [at, texts] of fieldsOf(entry)) for (const text of texts) values.set(at, (values.get(at) ?? new Set()).add(text));
  return values;
};

/** How one export is compared: the sample's values, and how to read the owner's. */
interface Comparison {
  readonly name: string;
  /** The sample's values of each field, whichever entry held them. */
  readonly known: Values;
  /** The sample's values of each of its entries. */
  readonly entries: readonly Values[];
  readonly root: string;
  readonly pictures: ReadonlySet<string>;
  /** The text as the sample would have it: the owner's name in it put back to the sample person's. */
  readonly asSample: (at: string, text: string) => string;
}

interface Match {
  readonly at: string;
  readonly line: string;
  /** A name the owner may share with the sample (see NAMES). */
  readonly name: boolean;
}

/** The fields of one entry (of `profile`, of `projects`, …) whose values are still the sample's. */
function entryMatches(value: unknown, label: unknown, { name, known, entries, root, pictures, asSample }: Comparison): Match[] {
  const matches: Match[] = [];
  // The entry's words (three or more), without pictures: all equal to one sample entry's, the entry is the sample's, names and all.
  const words: [string, string[]][] = [];
  for (const [at, texts] of fieldsOf(value)) {
    const key = at.split('.')[0]!;
    if (SHARED_WORDS[name]?.includes(key)) continue;
    const full = label === name ? `${name}.${at}` : at;
    const compared = texts.filter((text) => !text.startsWith('devicon:') && !ONE_WORD.test(text));
    const same = compared.filter((text) =>
      text.startsWith('images/') ? pictures.has(pictureHash(root, text) ?? '') : (known.get(at)?.has(asSample(full, text)) ?? false),
    );
    const plain = compared.filter((text) => !text.startsWith('images/'));
    if (plain.length) words.push([at, plain.map((text) => asSample(full, text))]);
    if (!same.length) continue;
    const picture = same.every((text) => text.startsWith('images/')) ? ' picture' : '';
    // The value itself, unless it is the entry's name already; of a list, how many of its items.
    const detail = texts.length > 1 ? ` (${same.length} of ${texts.length})` : same[0] === label ? '' : ` (${quote(same[0]!)})`;
    matches.push({ at, line: `still the sample's${picture}${detail}`, name: NAMES[name]?.includes(key) ?? false });
  }
  const whole = words.length >= 3 && entries.some((old) => words.every(([at, texts]) => texts.every((text) => old.get(at)?.has(text))));
  // Names alone (a certificate the owner holds too) do not make an entry the sample's.
  return whole || matches.some((m) => !m.name) ? matches : [];
}

/** Compares data/'s exports with the sample's; one finding per entry and field. */
export function compareWithSample(data: Readonly<Record<string, unknown>>, root: string, sample: Sample = readSample()): string[] {
  const pictures = new Set(Object.values(sample.images));
  const sampleName = sampleProfile(sample)?.name ?? '';
  const ownName = (data.profile as { name?: string } | undefined)?.name ?? '';
  const asSample = (at: string, text: string) =>
    ownName && sampleName && ownName !== sampleName && !OWN_NAME.has(at) ? text.replaceAll(ownName, sampleName) : text;
  const isAddress = sampleAddress(sample);
  const findings: Finding[] = [];

  for (const [name, { entry }] of Object.entries(DATA_EXPORTS)) {
    const file = fileOf(name)!;
    const current = entry ? data[name] : [data[name]];
    const before = sample.data[file]?.[name];
    if (name === 'strings' || data[name] === undefined || !Array.isArray(current)) continue;
    const olds: unknown[] = entry ? (Array.isArray(before) ? before : []) : [before];
    const comparison: Comparison = {
      name,
      known: olds.reduce<Values>(addValues, new Map()),
      entries: olds.map((old) => addValues(new Map(), old)),
      root,
      pictures,
      asSample,
    };
    for (const [i, entryValue] of current.entries()) {
      const label = entry ? (entry as (v: unknown) => unknown)(entryValue) : name;
      // A translation's interface words are compared as data/strings.ts's are (below), its content as data's.
      const value = name === 'translations' ? { ...(entryValue as object), strings: undefined } : entryValue;
      const where = (at: string) =>
        entry ? `${typeof label === 'string' ? JSON.stringify(label) : `${name}[${i}]`}.${at}` : `${name}.${at}`;
      const matches = SETTINGS.has(name) ? [] : entryMatches(value, label, comparison);
      for (const { at, line } of matches) findings.push({ file, where: where(at), line });
      for (const [at, texts] of fieldsOf(value)) {
        const address = texts.find(isAddress);
        if (address && !matches.some((m) => m.at === at)) {
          findings.push({ file, where: where(at), line: `still a sample address (${quote(address)})` });
        }
      }
    }
  }
  findings.push(...stringsNamingTheSample(data.strings, sample, sampleName, 'data/strings.ts', 'strings'));
  for (const { lang, strings } of (data.translations ?? []) as { lang: string; strings?: unknown }[])
    findings.push(...stringsNamingTheSample(strings, sample, sampleName, 'data/translations.ts', `${JSON.stringify(lang)}.strings`));
  const order = Object.keys(DATA_EXPORTS).map(fileOf);
  return findings
    .map((f, i) => ({ ...f, i }))
    .sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || a.i - b.i)
    .map((f) => `${f.file}: ${f.where}: ${f.line}`);
}

/** The interface's words (`strings` of data/strings.ts or of a translation) are not compared; only a text naming the sample person or a handle of theirs is listed. */
function stringsNamingTheSample(strings: unknown, sample: Sample, sampleName: string, file: string, root: string): Finding[] {
  const handles = sampleHandles(sample);
  const findings: Finding[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      const names = (sampleName && value.includes(sampleName)) || handles.some((h) => value.toLowerCase().includes(h));
      if (names) findings.push({ file, where: at, line: `names the sample person (${quote(value)})` });
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  walk(strings, root);
  return findings;
}

/** What `root`'s data/ still holds of the sample, one line per entry and field. */
export async function sampleValues(root: string): Promise<string[]> {
  return compareWithSample(await readData(root), root);
}
