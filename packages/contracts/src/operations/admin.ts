import { z } from 'zod';
import { defineOperations } from '../operation';

/** The operator API (/admin/api): the admin commands over HTTP. */
export const adminOperations = defineOperations({
  runAdminCommand: {
    method: 'POST',
    path: '/admin/api/commands/:name',
    tags: ['admin'],
    summary:
      'Run an operator command (the admin command line calls this); loopback and the admin token only, ' +
      'otherwise 403 { ok: false, output: "Forbidden" }',
    // The operator's token, not a member session: checked by the operator API itself.
    session: 'none',
    params: z.object({ name: z.string().max(60) }),
    body: z.object({ args: z.array(z.string().max(10_000)).max(50) }),
    // The command line prints `output` and exits 1 unless `ok`; a mistake in the command is not an HTTP error.
    raw: true,
    response: z.object({ ok: z.boolean(), output: z.string() }),
    errors: [],
  },
});
