// The content set uses the project's own types: scripts/content-set.ts keeps data/types.ts
// (and data/index.ts) and copies every other module of this folder over data/.
export type * from '../../data/types.ts';
