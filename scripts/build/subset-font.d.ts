/** The options scripts/build/web-font.ts uses (the package ships no types; its README lists them all). */
declare module 'subset-font' {
  export interface SubsetFontOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2';
    readonly keepFeatures?: readonly string[];
    readonly variationAxes?: Readonly<Record<string, number | { readonly min: number; readonly max: number; readonly default?: number }>>;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
