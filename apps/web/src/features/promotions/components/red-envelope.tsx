/** A red envelope with its gold seal (the rain's falling envelopes and the one to open). */
export function RedEnvelope({ open = false, className }: { open?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 120 160" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rr-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0453a" />
          <stop offset="1" stopColor="#b5121b" />
        </linearGradient>
        <linearGradient id="rr-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.5" stopColor="#f7c64b" />
          <stop offset="1" stopColor="#d18a12" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="112" height="152" rx="14" fill="url(#rr-body)" />
      <rect x="4" y="4" width="112" height="152" rx="14" fill="none" stroke="url(#rr-gold)" strokeWidth="3" />
      {open ? (
        <path d="M6 16 Q60 -22 114 16 L114 8 Q114 4 110 4 L10 4 Q6 4 6 8 Z" fill="#8e0c14" />
      ) : (
        <path d="M6 12 Q6 4 14 4 L106 4 Q114 4 114 12 L114 52 Q60 86 6 52 Z" fill="#d2232a" />
      )}
      {!open && <path d="M6 52 Q60 86 114 52" fill="none" stroke="url(#rr-gold)" strokeWidth="2.5" />}
      <circle cx="60" cy={open ? 84 : 68} r="17" fill="url(#rr-gold)" />
      <path
        d={`M60 ${open ? 72 : 56} l4.5 7.5 8.5 1.5 -6 6.5 1 8.5 -8 -3.5 -8 3.5 1 -8.5 -6 -6.5 8.5 -1.5z`}
        fill="#b5121b"
      />
      <path d="M24 132 h72" stroke="url(#rr-gold)" strokeWidth="2" strokeLinecap="round" opacity="0.7" />
      <path d="M36 142 h48" stroke="url(#rr-gold)" strokeWidth="2" strokeLinecap="round" opacity="0.45" />
    </svg>
  );
}
