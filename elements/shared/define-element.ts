/**
 * The one place elements are registered. Defining a tag twice throws, and an embed file may
 * be loaded twice (or in two versions) on one page, so the first definition wins.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
