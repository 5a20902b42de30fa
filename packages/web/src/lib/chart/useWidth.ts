import { useEffect, useRef, useState } from 'react';

/** The element's width in CSS pixels, followed as the layout changes (at least `min`). */
export function useWidth<T extends HTMLElement>(initial: number, min: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(Math.max(min, Math.round(element.clientWidth)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [min]);
  return { ref, width };
}
