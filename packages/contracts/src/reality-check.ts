/**
 * Issue 15 reality check, shared by the member site and the in-house game pages (zod-free, so
 * neither carries a schema library for it): reminders fall every `minutes` counted from the
 * session's start by the server's clock, so one shown late or dismissed leaves the next on the
 * same beat.
 */
export function nextCheckAt(startedAtMs: number, minutes: number, nowMs: number): number | null {
  if (minutes <= 0 || !Number.isFinite(startedAtMs)) return null;
  const every = minutes * 60_000;
  const passed = Math.max(0, nowMs - startedAtMs);
  return startedAtMs + (Math.floor(passed / every) + 1) * every;
}

/** Time played as whole hours and minutes (what the reminder says). */
export function playedParts(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
