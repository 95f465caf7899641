/**
 * How far the server's clock is ahead of this phone's. Draws close by the server's clock, and a
 * phone's may be minutes off: every countdown counts from the server's time.
 */
let serverAheadMs = 0;

/** Learns the server's clock from an answer's serverTime, taken halfway between asking and hearing back. */
export function learnServerTime(serverTime: string, askedAt: number, answeredAt: number) {
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) serverAheadMs = server - (askedAt + answeredAt) / 2;
}

/** The server's time now, as well as this phone can tell. */
export const serverNow = () => Date.now() + serverAheadMs;
