import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls sideways), and whether it is scrolled to its
 * end: measured in the browser (false in the server's HTML) and again when it is resized or scrolled.
 */
function useSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ scrolls: false, atEnd: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const scrolls = el.scrollWidth - el.clientWidth > 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setState((s) => (s.scrolls === scrolls && s.atEnd === atEnd ? s : { scrolls, atEnd }));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => { resized.disconnect(); el.removeEventListener('scroll', measure); };
  }, []);
  return { ref, ...state };
}

/**
 * A wide table (or bracket) that scrolls sideways on a phone; focusable, so a keyboard can scroll it too (axe). When
 * its content is wider than the screen it says so above it, and its right edge fades until scrolled to the end.
 */
export function TableScroll({ label, children, className = 'table-scroll' }: { label: string; children: ReactNode; className?: string }) {
  const { ref, scrolls, atEnd } = useSideways<HTMLDivElement>();
  return (
    <>
      {scrolls && <p className="scroll-hint" aria-hidden="true">Swipe sideways for more &rarr;</p>}
      <div ref={ref} className={`${className}${scrolls && !atEnd ? ' scrolls-more' : ''}`} tabIndex={0} role="group" aria-label={label}>{children}</div>
    </>
  );
}
