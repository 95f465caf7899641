// A tiny element builder: the pages are small, so no framework (they load in a game iframe on phones).
type Kid = Node | string | null | undefined | false;
export type Kids = Kid | readonly Kid[];
export type Props = Record<string, unknown>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...kids: Kids[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value as EventListener);
    else if (key === 'class') el.className = String(value);
    else if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  el.append(...kids.flat().filter((kid): kid is Node | string => kid != null && kid !== false));
  return el;
}

const ICONS = {
  back: 'M15 5l-7 7 7 7',
  wallet: 'M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H6a2 2 0 01-2-2zM4 7l11-3v3M16 13h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  down: 'M6 9l6 6 6-6',
  rotate: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  clock: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v5l3 2',
};

export function icon(name: keyof typeof ICONS) {
  const span = h('span', { class: 'icon', 'aria-hidden': 'true' });
  // Fixed, trusted markup (no attributes from data): allowed by the CSP, unlike style attributes.
  span.innerHTML = `<svg viewBox="0 0 24 24"><path d="${ICONS[name]}"/></svg>`;
  return span;
}
