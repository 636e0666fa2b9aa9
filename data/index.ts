export type * from './types.ts';
export * from './profile.ts';
export * from './education.ts';
export * from './experience.ts';
export * from './skills.ts';
export * from './projects.ts';
export * from './certifications.ts';
export * from './journey.ts';
