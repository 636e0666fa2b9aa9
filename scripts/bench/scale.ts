/**
 * The owner at scale: a copy of the project whose `data/` repeats its own entries up to
 * `SCALE` (60 projects, 40 certifications, 100 journey entries) and holds 200 posts of their
 * own (`data/posts/`, each about 1,500 words with three highlighted code blocks and two photos,
 * like a long post), as an owner with a long history would have. Made in a temporary folder for
 * `npm run bench -- --scale`, never committed. Repeats get a number (" 2", " 3", …) after their
 * name, which keeps names unique and leaves which filter a project matches unchanged.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POSTS_FOLDER } from '../../content/posts.ts';
import sharp from 'sharp';
import { copyProject } from '../lib/content-set.ts';

export const SCALE = { projects: 60, certifications: 40, journey: 100, posts: 200 } as const;

/** Per data module: the list to grow, and the fields that name an entry (each must stay unique). */
const GROWN = [
  { file: 'projects', list: 'projects', names: ['title'] },
  { file: 'certifications', list: 'certifications', names: ['name', 'shortName'] },
  { file: 'journey', list: 'journey', names: ['title'] },
] as const satisfies readonly { file: string; list: keyof typeof SCALE; names: readonly string[] }[];

/**
 * `data/<file>.ts` becomes `<file>.own.ts`; the new module re-exports it with the list grown
 * (a module's own export wins over the same name from `export *`).
 */
const grower = ({ file, list, names }: (typeof GROWN)[number]) => `export * from './${file}.own.ts';
import { ${list} as own } from './${file}.own.ts';

const NAMES = ${JSON.stringify(names)};
export const ${list} = Array.from({ length: ${SCALE[list]} }, (_, i) => {
  const entry = own[i % own.length];
  const round = Math.floor(i / own.length) + 1;
  if (round === 1) return entry;
  const renamed = NAMES.filter((name) => entry[name] !== undefined).map((name) => [name, \`\${entry[name]} \${round}\`]);
  return { ...entry, ...Object.fromEntries(renamed) };
});
`;

/** A copy of the project with its content grown to `SCALE`; its folder. */
export async function prepareScaleSet(): Promise<string> {
  // The same images as this project's: its processed-image cache (which a copy shares) serves them, so the build is timed warm.
  const dir = await copyProject('portfolio-scale-');
  await growToScale(dir);
  return dir;
}

/** A paragraph of about a hundred words; `n` varies it, so no two posts are the same text. */
const paragraph = (n: number) =>
  Array.from(
    { length: 3 },
    (_, i) =>
      `Sentence ${i + 1} of note ${n} walks through one more step of the work, what it cost, what it taught and what the next attempt would change, with a [link](https://example.org/${n}/${i}) and some \`inline code\`.`,
  ).join(' ');

/** Three code blocks in three languages, so the highlighter loads more than one grammar. */
const CODE = [
  '```ts\nexport function parse(text: string): number[] {\n  return text.split("\\n").map((line) => Number(line.trim()));\n}\n```',
  '```sh\nnpx tsx parse.ts tides.txt > tides.json && echo done\n```',
  '```css\n.card { display: grid; gap: var(--size-3); color: light-dark(#111, #eee); }\n```',
];

/** The two photos every post of the scale set shows (data/images/), drawn here: the same bytes every run, so the image cache keeps them. */
const PHOTOS = ['scale-photo-1.jpg', 'scale-photo-2.jpg'] as const;

/** A 2,400×1,600 photo-like picture: a sky, a sea and a sun, in colours of its own. */
const photo = (hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 75%)"/><stop offset="1" stop-color="hsl(${hue + 40} 60% 35%)"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#s)"/><circle cx="1700" cy="520" r="220" fill="hsl(${hue + 180} 90% 70%)"/><rect y="1000" width="2400" height="600" fill="hsl(${hue + 20} 50% 25%)"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

/** Post `n` of the scale set: front matter, five sections of three paragraphs, a code block after every other section, a photo in the second and fourth. */
const scalePost = (n: number) => {
  const day = new Date(Date.UTC(2020, 0, 1) + n * 7 * 86_400_000).toISOString().slice(0, 10);
  const sections = Array.from(
    { length: 5 },
    (_, s) =>
      `## Part ${s + 1}\n\n${[0, 1, 2].map((p) => paragraph(n * 100 + s * 10 + p)).join('\n\n')}${s % 2 === 0 ? `\n\n${CODE[s / 2]}` : `\n\n![Figure ${(s + 1) / 2} of note ${n}](images/${PHOTOS[(s - 1) / 2]})`}`,
  );
  return `---\ntitle: Field note ${n}\ndate: ${day}\nsummary: What note ${n} found, in two sentences. The second says why it matters.\ntags: [notes, scale]\n---\n\n${sections.join('\n\n')}\n`;
};

/** Grows the `data/` of the project copy at `dir` (this one's, or an earlier release's for `--compare`) to `SCALE`. */
export async function growToScale(dir: string): Promise<void> {
  for (const grown of GROWN) {
    const module = path.join(dir, 'data', `${grown.file}.ts`);
    await rename(module, path.join(dir, 'data', `${grown.file}.own.ts`));
    await writeFile(module, grower(grown));
  }
  // An earlier release without posts of the owner's own ignores the folder (one without pictures in posts cannot build it).
  for (const [i, name] of PHOTOS.entries()) await writeFile(path.join(dir, 'data', 'images', name), await photo(200 + i * 90));
  const posts = path.join(dir, 'data', POSTS_FOLDER);
  await mkdir(posts, { recursive: true });
  for (let n = 1; n <= SCALE.posts; n++) await writeFile(path.join(posts, `field-note-${n}.md`), scalePost(n));
}
