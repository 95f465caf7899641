/**
 * Spec 2 vendor tile: one image CDN is picked at random from the merchant's list, once per
 * page load (so the browser's cache keeps working); with no CDN the paths are used as they are.
 */
let picked: { list: string; base: string } | null = null;

function baseFor(cdns: readonly string[]): string {
  const list = cdns.join(' ');
  if (picked?.list !== list) {
    const choice = cdns.length ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
    picked = { list, base: choice.replace(/\/+$/, '') };
  }
  return picked.base;
}

export function imageUrl(path: string, cdns: readonly string[]): string {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${baseFor(cdns)}${path.startsWith('/') ? path : `/${path}`}`;
}
