import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../testing/xss-payloads';
import { sanitiseHtml } from './sanitise-html';

/** What must never survive in stored operator HTML. */
const DANGEROUS = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<frame/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<body/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /(href|src)\s*=\s*["']?\s*data:/i,
  /expression\s*\(/i,
  /url\s*\(/i,
  /srcdoc/i,
  /formaction/i,
];

describe('operator HTML sanitiser (issue 11)', () => {
  it('holds at least 100 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [i, payload]))('payload %i leaves nothing that runs', (_i, payload) => {
    const clean = sanitiseHtml(payload as string);
    for (const pattern of DANGEROUS) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    // Sanitising is stable: what is stored sanitises to itself.
    expect(sanitiseHtml(clean)).toBe(clean);
  });

  it('keeps the formatting operators use', () => {
    const html =
      '<h2>Rules</h2><p style="text-align:center;color:#e11d48">Bold <strong>deal</strong> and <em>more</em></p>' +
      '<ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="A" width="100" height="50">' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    // The same markup back (images written as void elements, the source last).
    expect(sanitiseHtml(html)).toBe(
      html.replace(
        '<img src="https://cdn.example/a.png" alt="A" width="100" height="50">',
        '<img alt="A" width="100" height="50" src="https://cdn.example/a.png" />',
      ),
    );
  });

  it('opens outside links in a new tab without handing over the window, keeps site links as they are', () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="/m/rewardCenter" target="_blank">x</a>')).toBe('<a href="/m/rewardCenter">x</a>');
  });

  it('drops styles outside the allow-list and protocol-relative sources', () => {
    expect(sanitiseHtml('<p style="position:fixed;color:red">x</p>')).toBe('<p style="color:red">x</p>');
    expect(sanitiseHtml('<img src="//evil.example/a.png">')).toBe('<img />');
  });
});
