import { useMemo } from 'react';
import { textBlocks } from '../services/text-blocks';
import styles from './agreement-text.module.css';

/** Operator text drawn as headings, paragraphs and lists: React text nodes, never HTML. */
export function AgreementText({ text }: { text: string }) {
  const blocks = useMemo(() => textBlocks(text), [text]);
  return (
    <div className={styles.text}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading')
          return index === 0 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the items are static text in order
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are static text in order
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
