/** The whole content of the site (`Content` in content/types.ts), one module per file. */
export * from './profile.ts';
export * from './education.ts';
export * from './experience.ts';
export * from './skills.ts';
export * from './projects.ts';
export * from './certifications.ts';
export * from './journey.ts';
export * from './site.ts';
