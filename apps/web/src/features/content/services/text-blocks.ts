/** One block of operator-written text, drawn as a heading, a paragraph or a list. */
export type TextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

const HEADING = /^#{1,3}\s+/;
const ITEM = /^[-•*]\s+/;

/**
 * Operator text (settings userAgreement) as blocks: a blank line starts a block, `# ` makes a
 * heading, lines starting `- ` a list. It stays text: the screen draws it with React, never as
 * HTML, so markup an operator pastes is shown, not run.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (HEADING.test(line)) {
        flush();
        blocks.push({ kind: 'heading', text: line.replace(HEADING, '') });
      } else if (ITEM.test(line)) {
        if (paragraph.length) flush();
        list.push(line.replace(ITEM, ''));
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return mergeLists(blocks);
}

/** List items written with blank lines between them are one list. */
function mergeLists(blocks: TextBlock[]): TextBlock[] {
  const merged: TextBlock[] = [];
  for (const block of blocks) {
    const last = merged.at(-1);
    if (block.kind === 'list' && last?.kind === 'list') last.items.push(...block.items);
    else merged.push(block);
  }
  return merged;
}
