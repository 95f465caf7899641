import { nextCheckAt } from '@playdeck/contracts/reality-check';
import { useEffect, useRef } from 'react';
import { serverNow } from '../../../lib/server-clock';

interface Options {
  /** The session's start (ISO), from the server. */
  startedAt: string | undefined;
  /** Minutes between reminders; 0 is off. */
  minutes: number;
  /** While the reminder is open no other is counted; closing it waits for the next beat. */
  paused: boolean;
  onDue(): void;
}

/**
 * Calls onDue at each multiple of `minutes` from the session's start, by the server's clock. A
 * timer that wakes early (a clock corrected since, a phone that slept) looks again rather than
 * firing; one that wakes late fires at once.
 */
export function useRealityTimer({ startedAt, minutes, paused, onDue }: Options) {
  const onDueRef = useRef(onDue);
  onDueRef.current = onDue;
  useEffect(() => {
    if (!startedAt || paused) return;
    const start = Date.parse(startedAt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (due: number | null) => {
      if (due === null) return;
      timer = setTimeout(() => {
        if (serverNow() + 1_000 < due) return schedule(due);
        onDueRef.current();
      }, due - serverNow());
    };
    schedule(nextCheckAt(start, minutes, serverNow()));
    return () => clearTimeout(timer);
  }, [startedAt, minutes, paused]);
}
