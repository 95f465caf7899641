import { useEffect, useState } from 'react';

/**
 * Now by the server's clock, ticking each second: the phone's clock may be minutes off, and a
 * countdown to a rain must agree with the server that opens it. `serverNow` is the server's time
 * when the data was read; the offset to the phone's clock is kept from then on.
 */
export function useServerClock(serverNow: string | undefined) {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(new Date(serverNow).getTime() - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
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
