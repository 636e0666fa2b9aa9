/**
 * Keeps the page behind a modal dialog still. The lock is set on <html> (outside any shadow
 * root); the returned function undoes it and puts the page back at the scroll position it had.
 * Where the page shows a scrollbar, its gutter stays reserved so nothing shifts sideways.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const { scrollX, scrollY } = window;
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
