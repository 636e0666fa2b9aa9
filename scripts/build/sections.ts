/**
 * The sections, found by their folders: every `elements/<tag>/contract.ts` is a section. Its
 * contract (elements/shared/section/contract.ts) is plain data and functions without React,
 * imported here as it is: when its script loads (`loadOn`; absent: read-only), whether it shows
 * (`shows`), its settings and documentation. Its `spec.ts` is the section as React runs it (read
 * by the prerender's bundle), its `define.ts` defines it in the browser (the bundle's entry), and
 * an `elements/<tag>/structured-data.ts` says what it tells search engines
 * (content/structured-data.ts). Nothing else lists them. What the build knows only once it has
 * read `data/` (a section's bound content, the nav's) reaches the browser bundles as JSON
 * modules, `bound:<name>` (`boundModules`, esbuild.ts): data, never code.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SectionStructuredData } from '../../content/structured-data.ts';
import type { SectionContract } from '../../elements/shared/section/contract.ts';
import { projectRoot } from './config.ts';

export interface SectionFolder {
  readonly tag: string;
  /** Its contract, as its `contract.ts` exports it. */
  readonly contract: SectionContract;
  /** Absolute path of its `spec.ts`. */
  readonly spec: string;
  /** Absolute path of its `define.ts`, the browser entry that defines its element. */
  readonly define: string;
  /** Its structured data, when its folder has a `structured-data.ts` (loaded here: only the build reads it). */
  readonly structuredData?: SectionStructuredData<object>;
}

const elements = path.join(projectRoot, 'elements');

/** The default export of `file`, when it exists. */
const importDefault = async <T>(file: string): Promise<T | undefined> =>
  existsSync(file) ? ((await import(pathToFileURL(file).href)) as { default: T }).default : undefined;

/** Every section folder, sorted by tag. */
export async function findSections(): Promise<SectionFolder[]> {
  const folders = (await readdir(elements, { withFileTypes: true })).filter(
    (d) => d.isDirectory() && existsSync(path.join(elements, d.name, 'contract.ts')),
  );
  const sections = await Promise.all(
    folders.map(async ({ name }): Promise<SectionFolder> => {
      const file = (base: string) => path.join(elements, name, base);
      const contract = (await import(pathToFileURL(file('contract.ts')).href)) as SectionContract;
      if (contract.tag !== name) throw new Error(`elements/${name}/contract.ts: tag: "${contract.tag}" is not its folder's name`);
      const structuredData = await importDefault<SectionStructuredData<object>>(file('structured-data.ts'));
      return { tag: name, contract, spec: file('spec.ts'), define: file('define.ts'), ...(structuredData && { structuredData }) };
    }),
  );
  return sections.sort((a, b) => a.tag.localeCompare(b.tag));
}
