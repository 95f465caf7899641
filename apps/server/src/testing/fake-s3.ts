import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks an AWS Signature V4 request the way S3 does, written here from the specification
 * (not with the library under test): the canonical request, the string to sign, the key chain.
 */
function signatureHolds(request: IncomingMessage, body: Buffer, secret: string, accessKeyId: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!auth) return false;
  const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  // S3 takes an unsigned payload too (over TLS); a hash that is given must be the body's.
  if (keyId !== accessKeyId || (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))) return false;
  const url = new URL(request.url ?? '/', 'http://s3');
  const canonicalHeaders = (signedHeaders as string)
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${secret}`, day as string);
  for (const part of [region as string, 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request: method, path and whether its signature held. */
  requests: { method: string; path: string; signed: boolean; payloadHash: string }[];
  /** Answer every request with this status (a failing store), or null for normal service. */
  failWith: number | null;
  close(): Promise<void>;
}

/** A small S3-compatible service for tests: path-style PUT, GET and DELETE of objects, signed V4. */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const state = { failWith: null as number | null };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const signed = signatureHolds(request, body, credentials.secretAccessKey, credentials.accessKeyId);
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    requests.push({ method: request.method ?? '', path, signed, payloadHash });
    if (state.failWith) return response.writeHead(state.failWith).end();
    if (!signed) return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    if (request.method === 'PUT') {
      objects.set(path, { body, contentType: String(request.headers['content-type'] ?? '') });
      return response.writeHead(200).end();
    }
    const stored = objects.get(path);
    if (request.method === 'DELETE') {
      objects.delete(path);
      return response.writeHead(204).end();
    }
    if (request.method === 'GET' && stored)
      return response.writeHead(200, { 'content-type': stored.contentType }).end(stored.body);
    return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
