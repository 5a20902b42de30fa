import { useEffect, useRef, type RefObject } from 'react';
import { firmwareStore } from '../../../lib/firmware/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { gatewayNight, liveStore } from '../../../lib/live/index.ts';
import { onEverySecond } from '../../../lib/time/ticker.ts';

/** interface-spec §9: above this age the time of the last data is shown instead of the seconds. */
const ABSOLUTE_AFTER_S = 300;
/** Rounding of `data_age` and `uptime` to whole seconds, and the time the status took to come. */
const SINCE_START_SLACK_MS = 3000;

/**
 * Whether the inverter has not answered since the gateway started: a gateway counts the age of an
 * inverter that never answered from its own start, so "Data age 8 s" would read as fresh data.
 */
function silentSinceStart(age: number, now: number): boolean {
  const { bootAt } = firmwareStore().getSnapshot();
  return bootAt !== undefined && now - age * 1000 <= bootAt + SINCE_START_SLACK_MS;
}

/** Runs `update` now, every second and on each of the inverter's frames; returns the unsubscribe. */
function onSecondAndFrames(serial: string, update: () => void): () => void {
  update();
  const stopTick = onEverySecond(update);
  const stopFrames = liveStore.subscriberFor(serial)(update);
  return () => {
    stopTick();
    stopFrames();
  };
}

/**
 * Keeps `data-stale` on `target` while the inverter's values are older than the gateway's poll
 * cycle. It runs on the one-second tick and on the inverter's frames, touching only that attribute,
 * so nothing re-renders.
 */
export function useStaleMarker(serial: string, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const update = (): void => {
      target.current?.toggleAttribute('data-stale', liveStore.isStale(serial, Date.now()));
    };
    return onSecondAndFrames(serial, update);
  }, [serial, target]);
}

/**
 * "Data age 12 s", counting up each second on its own text node (no React render), or the time of the
 * last data above 300 s; "outdated" is added while the values are older than a poll cycle. The text is
 * written only when it changes.
 */
export function DataAge({ serial }: { serial: string }) {
  const { t, format } = useI18n();
  const text = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // One text node whose data changes: replacing the node (`textContent`) would cost the browser a
    // style recalculation and a new layout object every second.
    const node = new Text();
    text.current?.replaceChildren(node);
    const update = (): void => {
      const now = Date.now();
      const age = liveStore.ageOf(serial, now);
      const silent = silentSinceStart(age, now);
      const shown = silent
        ? t('live.NoAnswerSinceStart')
        : age > ABSOLUTE_AFTER_S
          ? t('live.LastData', { time: format.dateTime(now - age * 1000) })
          : t('live.DataAge', { age });
      // At night old values are what sleeping inverters left, not a fault; a silent inverter's
      // text says what is wrong by itself.
      const night = gatewayNight() !== null;
      const old = silent ? night : liveStore.isStale(serial, now);
      const next = old ? `${shown} · ${night ? t('live.Asleep') : t('live.Outdated')}` : shown;
      // Only a changed text is written: above 300 s the shown time stays the same, and an unchanged
      // write would still cost the browser a layout and a paint every second.
      if (node.data !== next) node.data = next;
    };
    return onSecondAndFrames(serial, update);
  }, [serial, t, format]);
  return <span ref={text} data-testid="data-age" />;
}
