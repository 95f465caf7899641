import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/**
 * A page's HTML and its compressed forms, each made once: a cached page (issue 16) is sent to
 * many visitors, and on a phone's network every kilobyte of the first response is waited for.
 */
export class PageBody {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly html: string) {}

  /** The body for a client's Accept-Encoding: brotli, else gzip, else as it is. */
  for(acceptEncoding: string | undefined): { body: Buffer | string; encoding?: Encoding } {
    const accepted = acceptEncoding ?? '';
    const encoding: Encoding | undefined = /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
    if (!encoding) return { body: this.html };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.html, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}
