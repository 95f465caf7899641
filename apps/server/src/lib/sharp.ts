import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) adds ~20 MB to the process the moment it loads; it is only needed when a
 * captcha or a piece of artwork is first drawn, so it is loaded then rather than at start.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
