import type { CSSProperties } from 'react';

/** Inline custom properties (`--accent`, `--i`), which React's style type does not list. */
export const cssVars = (vars: Readonly<Record<`--${string}`, string | number>>): CSSProperties => vars as CSSProperties;
