/**
 * The tags operator HTML (announcements, help, messages, promotions) may hold, shared by the
 * server's sanitiser (when it is stored) and the web app's (when it is shown), so the two lines
 * of defence agree: formatting, lists, tables, links and images, nothing that runs.
 */
export const HTML_ALLOWED_TAGS = [
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
] as const;

/** Attributes by tag ('*' for every tag); target and rel are set by the sanitisers themselves. */
export const HTML_ALLOWED_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['style'],
} as const;

/** Link schemes: the web, mail and telephone (and paths of this site, which have none). */
export const HTML_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
