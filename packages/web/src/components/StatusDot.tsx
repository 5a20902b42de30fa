import { useEffect, useRef, type RefObject } from 'react';
import { useI18n } from '../lib/i18n/index.ts';

/** interface-spec §9: the online ring is 32 px (styles/_app.scss) and repeats every 2.5 s. */
const RING_KEYFRAMES: Keyframe[] = [
  { transform: 'scale(0.1)', opacity: 0, easing: 'ease-out' },
  { opacity: 0.8, offset: 0.5, easing: 'ease-out' },
  { transform: 'scale(1)', opacity: 0 },
];
const RING_TIMING: KeyframeAnimationOptions = { duration: 2500, iterations: Infinity };
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs the ring while it is shown, unless the user asked for reduced motion (followed live). A Web
 * Animation, not a CSS one: a CSS animation fires `animationiteration` at every repeat, and React
 * listens for it on its root, so Chromium wakes the main thread for a few frames each time; the Web
 * Animation fires no such event and runs on the compositor alone (bench/idle.ts measures both).
 */
function useRepeatingRing(ring: RefObject<HTMLSpanElement | null>, online: boolean): void {
  useEffect(() => {
    const element = ring.current;
    // jsdom and very old browsers have no Web Animations: the ring then stays still.
    if (!online || !element || typeof element.animate !== 'function') return undefined;
    const motion = window.matchMedia(REDUCED_MOTION);
    let animation: Animation | undefined;
    const follow = (): void => {
      if (motion.matches) {
        animation?.cancel();
        animation = undefined;
      } else {
        animation ??= element.animate(RING_KEYFRAMES, RING_TIMING);
      }
    };
    follow();
    motion.addEventListener('change', follow);
    return () => {
      motion.removeEventListener('change', follow);
      animation?.cancel();
    };
  }, [ring, online]);
}

/** Device/websocket marker: a green dot with a ring repeating while online, a red static dot when offline. */
export function StatusDot({ online }: { online: boolean }) {
  const { t } = useI18n();
  const ring = useRef<HTMLSpanElement>(null);
  useRepeatingRing(ring, online);
  const label = online ? t('common.Online') : t('common.Offline');
  return (
    <span
      className={`status-dot ${online ? 'online' : 'offline'}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid="status-dot"
    >
      {online && <span ref={ring} className="status-ring" />}
    </span>
  );
}
