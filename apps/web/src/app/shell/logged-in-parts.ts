import { lazy } from 'react';

/**
 * The logged-in parts of the header and its menu, from one chunk that loads once someone is
 * logged in: a visitor's first load carries none of them.
 */
const load = () => import('./logged-in-header');

export const HeaderAccount = lazy(() => load().then((module) => ({ default: module.HeaderAccount })));
export const AccountMenuItems = lazy(() => load().then((module) => ({ default: module.AccountMenuItems })));
