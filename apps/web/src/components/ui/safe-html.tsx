import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS } from '@playdeck/contracts/html-allow-list';
import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { renderScope } from '../../lib/render-scope';
import { useNavigate } from '../../lib/router';
import styles from './safe-html.module.css';

/** The server's allow-list (it sanitises when content is stored; this is the second line). */
const ALLOWED_TAGS = [...HTML_ALLOWED_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];
/** Links: the allowed schemes, or a path of this site. */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${HTML_ALLOWED_SCHEMES.join('|')}):|/(?!/))`, 'i');

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
  // A page drawn on the server (issue 16) uses the server's sanitiser: no document there.
  const scope = renderScope.current();
  if (scope) return scope.sanitiseHtml(html);
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
      // The two sanitisers may write the same safe markup differently: the server's is kept.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above (and by the server when stored)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
