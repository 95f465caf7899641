import type { TestApp } from './create-test-app';

/** Sends an operator command to the operator API, as `npm run admin` does; answers the raw reply. */
export const adminRequest = (t: TestApp, ...args: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/commands/${args[0]}`,
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args: args.slice(1) },
  });
