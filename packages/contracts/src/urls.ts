import { z } from 'zod';

/** Safe URL for a link the operator configures: http(s) only, so no script can hide in it. */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
