import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS } from '@playdeck/contracts/html-allow-list';
import sanitizeHtml from 'sanitize-html';

/**
 * What operator HTML (announcements, help, promotions) may hold: text formatting, lists, tables,
 * links and images, nothing that runs. An allow-list, so a tag or attribute nobody thought of is
 * dropped rather than let through. Applied when the content is stored; the web app sanitises
 * again (DOMPurify) when it renders.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  // Colours, alignment and weight only: no url(), no positioning that could cover the page.
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: [...HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with everything inside, not unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    // Pictures come from the web or from the site itself; anything else (a relative oddity such as
    // `javascript:` behind a backtick) loses its source.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && /^(https:\/\/|http:\/\/|\/[^/\\])/i.test(src) ? { ...rest, src } : rest };
    },
    // Outside links open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const { target: _target, rel: _rel, ...rest } = attribs;
      const outside = /^https?:/i.test(href);
      return { tagName, attribs: outside ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, options);
}
