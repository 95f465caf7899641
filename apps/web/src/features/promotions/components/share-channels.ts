/** Where each channel's share button sends the invitation (the link is the server's, per channel). */
export function shareTarget(channel: string, url: string, text: string): string | null {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'messenger':
      return `fb-messenger://share/?link=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'viber':
      return `viber://forward?text=${both}`;
    default:
      return null;
  }
}

/** A channel's brand colour and mark for its round button. */
export const CHANNEL_LOOK: Record<string, { colour: string; mark: string }> = {
  facebook: { colour: '#1877f2', mark: 'f' },
  messenger: { colour: '#0084ff', mark: 'm' },
  telegram: { colour: '#29a9eb', mark: 't' },
  whatsapp: { colour: '#25d366', mark: 'w' },
  viber: { colour: '#7360f2', mark: 'v' },
};
