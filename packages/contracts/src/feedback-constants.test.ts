import { describe, expect, it } from 'vitest';
import { wordCount } from './feedback-constants';

/** Issue 17: feedback's 5-300 words hold in every language, spaces between words or not. */
describe('wordCount', () => {
  it('counts the words of languages written with spaces', () => {
    expect(wordCount('The deposit did not arrive yet.')).toBe(6);
    expect(wordCount('Tiền gửi của tôi chưa về')).toBe(6);
    expect(wordCount('إيداعي لم يصل بعد')).toBe(4);
    expect(wordCount('  ')).toBe(0);
  });

  it('finds the words of languages written without spaces, not one word per sentence', () => {
    // Before, a whole Chinese or Thai sentence was one run of letters: one "word", refused.
    expect(wordCount('我的存款还没有到账，请帮我查一下。')).toBeGreaterThanOrEqual(5);
    expect(wordCount('入金がまだ反映されていません。確認してください。')).toBeGreaterThanOrEqual(5);
    expect(wordCount('เงินฝากของฉันยังไม่เข้าบัญชี กรุณาตรวจสอบ')).toBeGreaterThanOrEqual(5);
  });
});
