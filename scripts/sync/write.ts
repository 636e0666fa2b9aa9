/**
 * Writing a synced file of data/: a typed module, formatted as Biome formats it (the project's
 * own formatter and settings, biome.json), so `npm run lint` passes and a sync with nothing new
 * writes the same bytes. A file is only written when its text changes (its time too stays as it
 * was), and atomically: a temporary file beside it renamed over it, so a failed or stopped sync
 * never leaves half a file.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files the sync writes: export name → its file, its type, where its values come from, and
 * the export beside them that records whom or what they were synced from (content/synced.ts: the
 * build shows them only while data/ names the same source).
 */
export const SYNCED = {
  repositories: {
    file: 'data/repositories.ts',
    type: 'Repository',
    from: 'GitHub',
    source: { name: 'repositoriesFrom', type: 'RepositoriesFrom', says: 'the GitHub user they are synced from' },
  },
  posts: {
    file: 'data/posts.ts',
    type: 'Post',
    from: 'the feeds in data/writing.ts',
    source: { name: 'postsFrom', type: 'PostsFrom', says: 'the feeds they are synced from' },
  },
} as const;

export type Synced = keyof typeof SYNCED;

/** Whom or what a synced file's values come from: a GitHub user, feeds; null when it holds none. */
export type SyncSource = { readonly github: string } | { readonly feeds: readonly string[] } | null;

/** `text` as Biome formats a file at `file` in `root` (with the project's biome.json). */
function format(root: string, file: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const biome = spawn(path.join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${file}`], { cwd: root });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    biome.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    biome.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    biome.on('error', reject);
    biome.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`biome format ${file}: ${Buffer.concat(errors)}`)),
    );
    biome.stdin.end(text);
  });
}

/** The module text of the synced export `name` holding `values`, synced from `source`. */
export function moduleText(root: string, name: Synced, values: readonly unknown[], source: SyncSource): Promise<string> {
  const { file, type, from, source: recorded } = SYNCED[name];
  return format(
    root,
    file,
    [
      `// Written by \`npm run sync\` from ${from} (docs/sync.md): review the change, do not edit by hand.`,
      `import type { ${type}, ${recorded.type} } from '../content/types.ts';`,
      '',
      `/** ${recorded.says[0]!.toUpperCase()}${recorded.says.slice(1)}: the site shows them only while data/ names the same. */`,
      `export const ${recorded.name}: ${recorded.type} = ${JSON.stringify(source, null, 2)};`,
      '',
      `export const ${name}: readonly ${type}[] = ${JSON.stringify(values, null, 2)};`,
      '',
    ].join('\n'),
  );
}

/** Writes `text` to `file` in `root` unless it holds that already; whether it wrote. */
export async function writeIfChanged(root: string, file: string, text: string): Promise<boolean> {
  const target = path.join(root, file);
  const current = await readFile(target, 'utf8').catch(() => undefined);
  if (current === text) return false;
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
  return true;
}
