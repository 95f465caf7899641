import { z } from 'zod';
import { defineOperations } from '../operation';
import { initSettingsResponse } from '../settings';

/** The merchant's public configuration (spec 2 Startup, spec 7 system calls). */
export const settingsOperations = defineOperations({
  getInitSettings: {
    method: 'GET',
    path: '/wps/system/init',
    tags: ['system'],
    summary:
      'Initial settings: merchant info, client location, maintenance and region restriction; ' +
      'state is 0 normal, 1 maintenance (wins over region restriction), 2 region restricted (spec 2 Startup)',
    session: 'none',
    availableDuringOutage: true,
    response: initSettingsResponse,
    errors: [],
  },
  getTemplates: {
    method: 'GET',
    path: '/wps/system/template',
    tags: ['system'],
    summary: 'Template settings (spec 2 Mine: mem_cen and dep_func, "1" selects the new version)',
    session: 'none',
    response: z.record(z.string(), z.string()),
    errors: [],
  },
});
