import { useEffect, useRef, useState } from 'react';
import styles from './lazy-image.module.css';

/** Spec 9: lazy images start loading 100 px before they reach the viewport. */
export const LAZY_THRESHOLD_PX = 100;

/** `onScreen`: the image was in view as soon as it was placed (no fade: it is the first screen). */
type Reveal = (onScreen: boolean) => void;
const waiting = new Map<Element, { reveal: Reveal; first: boolean }>();
let observer: IntersectionObserver | null = null;

/** One observer for every lazy image on the page (cheaper than one each on a slow phone). */
function observe(element: Element, reveal: Reveal) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watcher = waiting.get(entry.target);
        if (!watcher) continue;
        const first = watcher.first;
        watcher.first = false;
        if (!entry.isIntersecting) continue;
        watcher.reveal(first);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: `${LAZY_THRESHOLD_PX}px 0px` },
  );
  waiting.set(element, { reveal, first: true });
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

interface LazyImageProps {
  src: string;
  alt: string;
  /** Shown while loading and when the image fails (the box keeps its size either way). */
  fallback?: string;
  className?: string;
  /** Shown on the first screen for sure (home's first row): loads at once, no observer, no fade. */
  eager?: boolean;
}

/**
 * Spec 4: a lazy image goes from hidden to visible when it nears the viewport. Its box has a
 * fixed aspect ratio set by the parent, so nothing moves when it arrives (CLS).
 */
export function LazyImage({ src, alt, fallback, className, eager = false }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState<'no' | 'scrolled' | 'first-screen'>(eager ? 'first-screen' : 'no');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element || near !== 'no') return;
    return observe(element, (onScreen) => setNear(onScreen ? 'first-screen' : 'scrolled'));
  }, [near]);

  // A new address (another game in a reused card) loads again. An image the server's page
  // loaded before the app took it over had its load event unheard: it is seen here (issue 16).
  const image = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new src only
  useEffect(() => setState(image.current?.complete && image.current.naturalWidth > 0 ? 'loaded' : 'loading'), [src]);

  return (
    <span
      ref={box}
      className={className ? `${styles.box} ${className}` : styles.box}
      data-state={state}
      data-fade={near === 'scrolled' || undefined}
    >
      {state !== 'loaded' && fallback && (
        <span className={styles.fallback} aria-hidden="true">
          {fallback}
        </span>
      )}
      {near !== 'no' && state !== 'failed' && (
        <img
          ref={image}
          src={src}
          alt={alt}
          // The first screen's images are what the player waits for; the others can queue.
          fetchPriority={near === 'first-screen' ? 'high' : 'auto'}
          decoding="async"
          className={styles.image}
          data-testid="lazy-image"
          onLoad={() => setState('loaded')}
          onError={() => {
            // Spec 8: icon loading errors are logged.
            console.warn('game image failed to load', src);
            setState('failed');
          }}
        />
      )}
    </span>
  );
}
