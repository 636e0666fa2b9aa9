/** Everything in data/ (`DataInput` in content/types.ts, checked by content/check-shape.ts), one module per file. */
export * from './profile.ts';
export * from './education.ts';
export * from './experience.ts';
export * from './skills.ts';
export * from './projects.ts';
export * from './certifications.ts';
export * from './journey.ts';
export * from './open-source.ts';
export * from './repositories.ts';
export * from './writing.ts';
export * from './posts.ts';
export * from './site.ts';
export * from './strings.ts';
export * from './translations.ts';
