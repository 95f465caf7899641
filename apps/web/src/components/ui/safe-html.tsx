import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import styles from './safe-html.module.css';

/**
 * The tags operator HTML may hold: the same allow-list as the server's (it sanitises when the
 * content is stored; this is the second line, should anything stored by another path reach a page).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'style'];
/** Links: the web, mail, telephone, or a path of this site. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

let hooked = false;
function purifier() {
  if (!hooked) {
    // Outside links open in a new tab without handing it this window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.tagName === 'A') {
        node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitiseHtml(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/**
 * Operator HTML (announcements, help, messages) shown safely: sanitised again in the browser,
 * outside links in a new tab, links to this site's paths (/m/rewardCenter) followed in the app.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; this only routes their clicks
    <div
      className={`${styles.html} ${className ?? ''}`}
      data-testid={testId}
      onClick={followInApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above (and by the server when stored)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
