/**
 * The host attribute the build sets on a section inside the text of a post or a write-up
 * (scripts/build/own-pages.ts): the page's title is the text's, so the section's own heading is an
 * `<h2>` (page-header.tsx), and it takes the text's column (host.css).
 */
export const IN_TEXT = 'data-in-text';
