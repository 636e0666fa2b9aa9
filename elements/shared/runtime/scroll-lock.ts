/**
 * Keeps the page behind a modal dialog still. The lock is set on <html> (outside any shadow
 * root); the returned function undoes it and puts the page back at the scroll position it had.
 * Where the page shows a scrollbar, its gutter stays reserved so nothing shifts sideways.
 *
 * `overflow: hidden` stops the wheel, the keys and the scrollbar, but not everywhere at once:
 * WebKit scrolls the page off the main thread, and a wheel that comes before its scrolling
 * thread has heard of the lock (the next frame) still scrolls it. So while locked, the page is
 * also held where it was: any scroll of it is undone as it is reported.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const { scrollX, scrollY } = window;
  const hold = () => {
    if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  window.addEventListener('scroll', hold);
  return () => {
    window.removeEventListener('scroll', hold);
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
