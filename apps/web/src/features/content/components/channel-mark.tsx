import styles from './channel-mark.module.css';

/** Each channel's colour and a simple glyph (no brand artwork is shipped). */
const MARKS: Record<string, { colour: string; path: string }> = {
  livechat: { colour: '#7c5cff', path: 'M5 6h14v9H9l-4 3z' },
  telegram: { colour: '#229ed9', path: 'M4 12l15-6-3 13-4-4-3 3v-4l7-6-9 5z' },
  whatsapp: { colour: '#25d366', path: 'M12 4a8 8 0 0 0-7 12l-1 4 4-1a8 8 0 1 0 4-15z' },
  messenger: { colour: '#0084ff', path: 'M12 4c-5 0-8 3-8 7 0 2 1 4 3 5v3l3-2h2c5 0 8-3 8-6s-3-7-8-7z' },
  viber: { colour: '#7360f2', path: 'M6 5h12v10l-4 4H6z' },
  line: { colour: '#06c755', path: 'M4 6h16v10H10l-4 3v-3H4z' },
  facebook: { colour: '#1877f2', path: 'M14 8h2V5h-2a3 3 0 0 0-3 3v2H9v3h2v6h3v-6h2l1-3h-3V8z' },
  email: { colour: '#f59e0b', path: 'M4 7h16v10H4z M4 7l8 6 8-6' },
  other: { colour: '#64748b', path: 'M12 4a8 8 0 1 0 0.1 0 M4 12h16 M12 4c3 3 3 13 0 16 M12 4c-3 3-3 13 0 16' },
};

export function ChannelMark({ type, size = 40 }: { type: string; size?: number }) {
  const mark = MARKS[type] ?? (MARKS.other as { colour: string; path: string });
  return (
    <span className={styles.mark} style={{ background: mark.colour, width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size * 0.55} height={size * 0.55} aria-hidden="true">
        <path d={mark.path} fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </span>
  );
}
