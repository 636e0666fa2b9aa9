/** `npm run docs`: writes docs/sections.md, the reference of every section, from the specs. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './build/config.ts';
import { currentSectionsReference, SECTIONS_REFERENCE } from './build/reference.ts';

await writeFile(path.join(projectRoot, SECTIONS_REFERENCE), await currentSectionsReference());
console.log(`Wrote ${SECTIONS_REFERENCE}`);
