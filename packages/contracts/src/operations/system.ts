import { z } from 'zod';
import { defineOperations } from '../operation';

/** A probe's answer: `checks` names each dependency probed and what it said (`ok`, or the problem). */
const health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.record(z.string(), z.string()),
});

const probe = { method: 'GET', tags: ['system'], session: 'none', raw: true, response: health, errors: [] } as const;

/** Liveness and readiness probes, for the balancer and the orchestrator (not our envelope). */
export const systemOperations = defineOperations({
  getLiveness: {
    ...probe,
    path: '/healthz',
    summary: 'Liveness: the process answers',
  },
  getReadiness: {
    ...probe,
    path: '/readyz',
    summary:
      'Readiness: 200 while the database answers (Redis down is `degraded`, still ready); ' +
      '503 `unavailable` when the database does not or shutdown has begun',
  },
});
