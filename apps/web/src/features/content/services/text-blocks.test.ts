import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks';

describe('operator text as blocks (user agreement)', () => {
  it('makes headings, paragraphs and lists from plain text', () => {
    const text = '# Terms\n\nFirst line\nsecond line\n\n- one\n- two\n\n- three\n\n## Money\nPay in your own name.';
    expect(textBlocks(text)).toEqual([
      { kind: 'heading', text: 'Terms' },
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'list', items: ['one', 'two', 'three'] },
      { kind: 'heading', text: 'Money' },
      { kind: 'paragraph', lines: ['Pay in your own name.'] },
    ]);
  });

  it('keeps markup as text and ignores blank input', () => {
    expect(textBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
    expect(textBlocks('  \r\n\r\n ')).toEqual([]);
  });
});
