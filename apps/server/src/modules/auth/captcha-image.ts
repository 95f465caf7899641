import { randomInt } from 'node:crypto';
import { loadSharp } from '../../lib/sharp';

/** Digits as strokes in a 20x30 box: drawn without any font, so the server needs none installed. */
const DIGITS: Record<string, string> = {
  '0': 'M10 2 C2 2 2 28 10 28 C18 28 18 2 10 2 Z',
  '1': 'M5 7 L11 2 L11 28 M5 28 L17 28',
  '2': 'M3 8 C4 0 17 0 17 9 C17 16 3 20 3 28 L18 28',
  '3': 'M3 5 C8 -1 18 2 16 9 C15 13 10 14 8 14 C13 14 18 16 17 22 C16 30 4 30 2 24',
  '4': 'M14 28 L14 2 L2 20 L19 20',
  '5': 'M17 2 L5 2 L4 13 C9 10 18 12 17 20 C16 29 5 30 2 25',
  '6': 'M16 4 C6 -1 2 12 3 20 C4 30 17 30 17 20 C17 12 6 11 3 18',
  '7': 'M2 2 L18 2 L8 28',
  '8': 'M10 14 C2 12 3 2 10 2 C17 2 18 12 10 14 C1 16 2 28 10 28 C18 28 19 16 10 14 Z',
  '9': 'M17 10 C16 2 4 1 3 9 C3 17 14 17 17 10 C17 20 14 28 5 27',
};

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/**
 * A captcha picture (PNG) of the given digits: each digit turned, moved and sized a little
 * differently, over noise lines and dots, so a plain OCR pass does not read it.
 */
export async function renderCaptcha(answer: string): Promise<Buffer> {
  const width = 132;
  const height = 48;
  const palette = ['#7c5cff', '#2e7dd1', '#d1462e', '#1f9d6b', '#b8860b', '#444'];
  const pick = () => palette[randomInt(0, palette.length)] as string;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f1ea"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${rand(0, 20)} ${rand(5, 43)} Q${rand(40, 90)} ${rand(0, 48)} ${rand(110, 132)} ${rand(5, 43)}" stroke="${pick()}" stroke-width="${rand(0.8, 1.6).toFixed(1)}" fill="none" opacity="0.55"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${rand(0, width).toFixed(1)}" cy="${rand(0, height).toFixed(1)}" r="${rand(0.5, 1.6).toFixed(1)}" fill="${pick()}" opacity="0.5"/>`,
    );
  }
  const step = (width - 16) / answer.length;
  [...answer].forEach((digit, i) => {
    const x = 10 + i * step + rand(-2, 4);
    const y = 8 + rand(-3, 4);
    const scale = rand(0.9, 1.12);
    const angle = rand(-18, 18);
    parts.push(
      `<path d="${DIGITS[digit]}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 10 15) scale(${scale.toFixed(2)})" stroke="${pick()}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  return (await loadSharp())(Buffer.from(svg), { density: 144 })
    .resize(width * 2, height * 2)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
