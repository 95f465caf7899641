import { useEffect, useState } from 'react';

/**
 * Now by the server's clock. A phone's clock may be minutes off, and a countdown to a rain or to
 * a lottery draw's close must agree with the server that decides it: answers that carry the
 * server's time teach the offset, kept for every countdown from then on.
 */
let serverAheadMs = 0;

/** Learns the server's clock from an answer's time, taken halfway between asking and hearing back. */
export function learnServerTime(serverTime: string, askedAt = Date.now(), answeredAt = askedAt) {
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) serverAheadMs = server - (askedAt + answeredAt) / 2;
}

/** The server's time now, as well as this phone can tell. */
export const serverNow = () => Date.now() + serverAheadMs;

/** The server's time, ticking each second; `serverTime` (when the data carries one) sets the offset. */
export function useServerClock(serverTime?: string): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (serverTime) {
      learnServerTime(serverTime);
      setNow(serverNow());
    }
  }, [serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A wait as the countdown shows it: mm:ss, or hh:mm:ss from an hour up. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
