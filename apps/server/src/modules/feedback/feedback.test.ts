import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FeedbackItem } from '@playdeck/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startFakeS3 } from '../../testing/fake-s3';
import { adminCommand } from '../../testing/wallet';
import { s3FileStore } from './s3-file-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 1;
async function member(username: string) {
  expect((await adminCommand(t, 'member:add', 'DEMO', username, 'feedback-password-1')).ok).toBe(true);
  const headers = { 'x-forwarded-for': `10.40.0.${ip++}`, language: 'EN' };
  const res = await login(t, { username, password: 'feedback-password-1' }, headers);
  return { ...headers, authorization: res.json().value.token as string };
}

interface File {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, files: File[] = []) {
  const boundary = `----playdeck${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const TEXT: { category: 'deposit'; title: string; content: string } = {
  category: 'deposit',
  title: 'Deposit not credited',
  content: 'My deposit this morning has not arrived yet, please check.',
};

async function send(headers: Record<string, string>, fields: Record<string, string>, files: File[] = []) {
  const body = multipart(fields, files);
  return t.request({
    method: 'PUT',
    url: '/wps/member/feedback',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function mine(headers: Record<string, string>): Promise<FeedbackItem[]> {
  const res = await t.request({ method: 'GET', url: '/wps/member/feedback', headers });
  expect(res.statusCode).toBe(200);
  return res.json().value.content;
}

const png = async (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
const jpeg = async () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#e53e3e' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
    .jpeg()
    .toBuffer();

/** A PNG whose header says 20,000 x 20,000 pixels (a decompression bomb if it were decoded). */
function hugePng() {
  const chunk = (name: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(name, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with a script in a comment segment, and one with a page after its end. */
async function scriptedJpegs() {
  const clean = await jpeg();
  const script = Buffer.from('<script>alert(document.cookie)</script>');
  const comment = Buffer.alloc(4);
  comment[0] = 0xff;
  comment[1] = 0xfe;
  comment.writeUInt16BE(script.length + 2, 2);
  return [
    Buffer.concat([clean.subarray(0, 2), comment, script, clean.subarray(2)]),
    Buffer.concat([clean, Buffer.from('<html><body><script>alert(1)</script></body></html>')]),
  ];
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(t.testDatabase.dataDir, 'uploads', 'feedback')).catch(() => []);
}

describe('feedback (spec 2 /m/feedback, spec 5 limits)', () => {
  it('takes a PNG and a JPEG, re-encodes them without their metadata, and lists them with signed addresses', async () => {
    const headers = await member('fb_ana');
    const original = await jpeg();
    const res = await send(headers, TEXT, [
      { name: 'screen.png', type: 'image/png', data: await png() },
      { name: 'photo.jpg', type: 'image/jpeg', data: original },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().value as FeedbackItem;
    expect(sent).toMatchObject({ ...TEXT, reply: null, repliedAt: null });
    expect(sent.images).toHaveLength(2);

    const [item] = await mine(headers);
    expect(item?.id).toBe(sent.id);
    const picture = await t.app.inject({ method: 'GET', url: item?.images[1] as string });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.rawPayload.equals(original)).toBe(false);
    expect(picture.rawPayload.includes('secret-location-data')).toBe(false);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: item?.images[0] as string })).headers['content-type']).toBe(
      'image/png',
    );

    // A changed signature, another file's signature, an expired or unsigned address: not found.
    const url = new URL(item?.images[0] as string, 'http://x');
    const other = new URL(item?.images[1] as string, 'http://x');
    const tampered = [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(32)}`,
      `${url.pathname}?expires=${other.searchParams.get('expires')}&signature=${other.searchParams.get('signature')}`,
      `${url.pathname}?expires=1000&signature=${url.searchParams.get('signature')}`,
      url.pathname,
      '/media/feedback/..%2F..%2Fadmin-token?expires=1&signature=x',
    ];
    for (const address of tampered)
      expect((await t.app.inject({ method: 'GET', url: address })).statusCode, address).toBe(404);
  });

  it('refuses every file of the upload corpus with a clear message, and stores nothing', async () => {
    const before = await storedFiles();
    const [commentScript, trailingPage] = await scriptedJpegs();
    const tooLarge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 1 - (await png()).length, 0)]);
    const corpus: [string, File[], number, string][] = [
      [
        'script inside a jpg (comment)',
        [{ name: 'a.jpg', type: 'image/jpeg', data: commentScript as Buffer }],
        400,
        'upload.type',
      ],
      ['script after a jpg', [{ name: 'a.jpg', type: 'image/jpeg', data: trailingPage as Buffer }], 400, 'upload.type'],
      [
        'an SVG',
        [
          {
            name: 'a.svg',
            type: 'image/svg+xml',
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          },
        ],
        400,
        'upload.type',
      ],
      [
        'HTML renamed .png',
        [{ name: 'a.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') }],
        400,
        'upload.type',
      ],
      ['5 MB + 1 byte', [{ name: 'big.png', type: 'image/png', data: tooLarge }], 413, 'upload.too.large'],
      [
        'a fourth file',
        await Promise.all([1, 2, 3, 4].map(async (i) => ({ name: `${i}.png`, type: 'image/png', data: await png() }))),
        400,
        'upload.too.many',
      ],
      ['20,000 x 20,000 pixels', [{ name: 'bomb.png', type: 'image/png', data: hugePng() }], 400, 'upload.dimensions'],
      [
        'wrong magic bytes',
        [{ name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('GIF89a\x01\x00\x01\x00') }],
        400,
        'upload.type',
      ],
      [
        'a PNG signature over garbage',
        [{ name: 'a.png', type: 'image/png', data: Buffer.concat([(await png()).subarray(0, 8), randomBytes(500)]) }],
        400,
        'upload.type',
      ],
      ['an empty file', [{ name: 'a.png', type: 'image/png', data: Buffer.alloc(0) }], 400, 'upload.empty'],
      [
        'a good picture beside a bad one',
        [
          { name: 'a.png', type: 'image/png', data: await png() },
          { name: 'b.png', type: 'image/png', data: Buffer.from('nope') },
        ],
        400,
        'upload.type',
      ],
    ];
    const members: Record<string, string>[] = [];
    for (const [i, [name, files, status, code]] of corpus.entries()) {
      // A member each: refused attempts count against the sender's limit too.
      const headers = await member(`fb_corpus_${i}`);
      members.push(headers);
      const res = await send(headers, TEXT, files);
      expect(res.statusCode, name).toBe(status);
      const body = res.json();
      expect(body, name).toMatchObject({ success: false, errorCode: code });
      expect(body.message, name).toMatch(/\w{4,}/);
    }
    for (const headers of members) expect(await mine(headers)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  }, 60_000);

  it('checks the text: category, title of 140 characters, 5 to 300 words, NUL bytes', async () => {
    const headers = await member('fb_cid');
    const cases: [Record<string, string>, string][] = [
      [{ ...TEXT, category: 'weather' }, 'category'],
      [{ ...TEXT, title: 'x'.repeat(141) }, 'title'],
      [{ ...TEXT, title: '' }, 'title'],
      [{ ...TEXT, content: 'four words only here' }, 'content'],
      [{ ...TEXT, content: Array.from({ length: 301 }, () => 'word').join(' ') }, 'content'],
      [{ ...TEXT, content: 'five words with a \u0000 byte inside' }, 'content'],
      [{ category: 'deposit', title: 'No content' }, 'content'],
    ];
    for (const [fields, field] of cases) {
      const res = await send(headers, fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(res.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const again = await member('fb_cid_2');
    const words = await send(again, { ...TEXT, content: 'four words only here' });
    expect(words.json().data.fields[0].message).toBe('Write 5 to 300 words.');
    // Exactly at the bounds passes.
    expect(
      (await send(again, { ...TEXT, title: 'x'.repeat(140), content: 'one two three four five' })).statusCode,
    ).toBe(200);
    // Not multipart: refused without reading anything.
    const json = await t.request({ method: 'PUT', url: '/wps/member/feedback', headers: again, payload: TEXT });
    expect(json.statusCode).toBe(400);
  });

  it('keeps each member’s feedback their own, refuses visitors and trial accounts, shows the operator’s reply', async () => {
    const dan = await member('fb_dan');
    const eve = await member('fb_eve');
    const sent = (await send(dan, TEXT)).json().value as FeedbackItem;
    expect(await mine(eve)).toEqual([]);
    expect((await send({}, TEXT)).statusCode).toBe(401);
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.40.9.1' },
    });
    const refused = await send({ authorization: trial.json().value.token }, TEXT);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'trial.forbidden' });

    const listed = await adminCommand(t, 'feedback:list', 'DEMO', '--open', 'yes');
    expect(listed.output).toContain(`"id": ${sent.id}`);
    expect((await adminCommand(t, 'feedback:reply', 'DEMO', String(sent.id), 'We credited it, thank you.')).ok).toBe(
      true,
    );
    const [item] = await mine(dan);
    expect(item).toMatchObject({ id: sent.id, reply: 'We credited it, thank you.' });
    expect(item?.repliedAt).not.toBeNull();
    expect((await adminCommand(t, 'feedback:list', 'DEMO', '--open', 'yes')).output).not.toContain(`"id": ${sent.id},`);
    // Another merchant's operator cannot answer it.
    expect((await adminCommand(t, 'merchant:add', 'FBX', 'Fb Play', 'PHP')).ok).toBe(true);
    expect((await adminCommand(t, 'feedback:reply', 'FBX', String(sent.id), 'x')).ok).toBe(false);
  });

  it('takes 10 a minute from a member when 50 arrive at once', async () => {
    const fay = await member('fb_fay');
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(fay, TEXT)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined();
    expect(await mine(fay)).toHaveLength(10);
  });

  it('leaves no picture behind when the feedback cannot be saved', async () => {
    const before = await storedFiles();
    const merchantId = (await t.services.merchants.resolve({ merchantHeader: 'DEMO', host: 'localhost' })).id;
    const upload = { field: 'images', filename: 'a.png', data: await png() };
    // No such member: the insert fails after the pictures were stored.
    await expect(t.services.feedback.send(merchantId, 2_000_000_000, TEXT, [upload, upload])).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
  });
});

describe('feedback pictures in an S3-compatible bucket', () => {
  const credentials = { accessKeyId: 'AKIDPLAYDECKTEST', secretAccessKey: 'fake-s3-secret-for-tests-only' };
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3(credentials);
    app = await createTestApp({
      UPLOAD_S3_ENDPOINT: s3.url,
      UPLOAD_S3_BUCKET: 'playdeck-uploads',
      UPLOAD_S3_REGION: 'eu-west-1',
      UPLOAD_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      UPLOAD_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('stores signed, serves them through the signed links, and never on the disk', async () => {
    expect((await adminCommand(app, 'member:add', 'DEMO', 'fb_sam', 'feedback-password-1')).ok).toBe(true);
    const token = (await login(app, { username: 'fb_sam', password: 'feedback-password-1' })).json().value.token;
    const body = multipart(TEXT, [{ name: 'screen.png', type: 'image/png', data: await png() }]);
    const res = await app.request({
      method: 'PUT',
      url: '/wps/member/feedback',
      headers: { authorization: token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [key] = [...s3.objects.keys()];
    expect(key).toMatch(/^\/playdeck-uploads\/feedback\/[A-Za-z0-9_-]{32}\.png$/);
    expect(s3.objects.get(key as string)?.contentType).toBe('image/png');
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    // The picture's bytes are part of the signature, not an unsigned payload.
    expect(s3.requests.find((r) => r.method === 'PUT')?.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    const picture = await app.app.inject({ method: 'GET', url: res.json().value.images[0] });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(s3.objects.get(key as string)?.body as Buffer)).toBe(true);
    expect(await readdir(path.join(app.testDatabase.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('the bucket checks the signature: a wrong secret is refused', async () => {
    const wrong = s3FileStore({
      endpoint: s3.url,
      bucket: 'playdeck-uploads',
      region: 'eu-west-1',
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'not-the-secret',
      prefix: 'feedback',
    });
    await expect(wrong.put('png', await png())).rejects.toThrow(/403/);
  });

  it('a failing bucket refuses the feedback and leaves nothing', async () => {
    const token = (await login(app, { username: 'fb_sam', password: 'feedback-password-1' })).json().value.token;
    const stored = s3.objects.size;
    s3.failWith = 503;
    try {
      const body = multipart(TEXT, [{ name: 'screen.png', type: 'image/png', data: await png() }]);
      const res = await app.request({
        method: 'PUT',
        url: '/wps/member/feedback',
        headers: { authorization: token, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().success).toBe(false);
    } finally {
      s3.failWith = null;
    }
    expect(s3.objects.size).toBe(stored);
    const mineNow = await app.request({
      method: 'GET',
      url: '/wps/member/feedback',
      headers: { authorization: token },
    });
    expect(mineNow.json().value.content).toHaveLength(1);
  });
});
