/**
 * The S3 store against a real S3-compatible server: s3rver (a devDependency, on a loopback port, its files in a
 * temporary folder). s3rver accepts any Signature Version 4, so the signing is checked apart, against AWS's examples.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract, sha } from './contract.ts';
import { S3BlobStore, signV4 } from './s3.ts';
import { startS3rver, type TestS3 } from './testing.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.close();
});

const freshConfig = (prefix?: string) => s3.bucket(prefix);

blobStoreContract('S3 (s3rver)', async () => {
  const config = await freshConfig('plans/');
  const store = new S3BlobStore(config);
  // What is under the temporary prefix, read through a store of the same bucket.
  const probe = store as unknown as {
    listKeys(prefix: string): AsyncIterable<{ key: string }>;
  };
  return {
    store,
    async leftovers() {
      await store.settled();
      const keys: string[] = [];
      for await (const { key } of probe.listKeys('plans/.tmp/')) keys.push(key);
      return keys;
    },
    async plantTemporary() {
      const raw = new S3BlobStore({ ...config, prefix: 'plans/.tmp/' });
      const bytes = Buffer.from('la moitié d’un plan');
      // Stored as a "blob" of a store whose prefix is the temporary folder: a key under plans/.tmp/.
      await raw.put(sha(bytes), Readable.from([bytes]), bytes.length, 1024);
    },
    dispose: async () => undefined,
  };
});

describe('S3 store: signing and configuration', () => {
  // s3rver does not check Signature Version 4 (it accepts any): the signing is checked against the worked examples
  // of AWS's S3 documentation ("Signature Calculations for the Authorization Header: Transferring Payload in a Single
  // Chunk"), with its example credentials.
  const example = {
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    date: new Date('2013-05-24T00:00:00Z'),
  };
  const signatureOf = (headers: Record<string, string>) =>
    /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1];

  it('signs as AWS documents it: GET Object with a Range', () => {
    const emptyHash = sha(new Uint8Array());
    const headers = signV4({
      ...example,
      method: 'GET',
      path: '/test.txt',
      canonicalQuery: '',
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash },
      payloadHash: emptyHash,
    });
    expect(signatureOf(headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(headers.authorization).toContain(
      'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs as AWS documents it: GET Bucket (list) with a query', () => {
    const emptyHash = sha(new Uint8Array());
    const headers = signV4({
      ...example,
      method: 'GET',
      path: '/',
      canonicalQuery: 'max-keys=2&prefix=J',
      headers: { host: 'examplebucket.s3.amazonaws.com', 'x-amz-content-sha256': emptyHash },
      payloadHash: emptyHash,
    });
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('does not put the secret in an error', async () => {
    const config = await freshConfig();
    const store = new S3BlobStore({ ...config, endpoint: 'http://127.0.0.1:1', secretAccessKey: 'pas-le-bon-secret' });
    const error = await store.size('a'.repeat(64)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain('pas-le-bon-secret');
  });

  it('deletes again, later, the temporary key of an aborted upload that the server kept', async () => {
    const config = await freshConfig('plans/');
    const store = new S3BlobStore(config);
    const probe = store as unknown as {
      listKeys(prefix: string): AsyncIterable<{ key: string }>;
      delete(key: string): Promise<void>;
    };
    // The server writing the bytes it kept after the first DELETE was answered, as it may under load: that DELETE
    // finds nothing.
    const deleteNow = probe.delete.bind(store);
    let skipped = 0;
    probe.delete = async (key) => {
      if (skipped++ === 0) return;
      await deleteNow(key);
    };
    const temporaries = async () => {
      const keys: string[] = [];
      for await (const { key } of probe.listKeys('plans/.tmp/')) keys.push(key);
      return keys;
    };
    // Cut once the request is under way: s3rver keeps the 4 bytes it received under the temporary key.
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from('%PDF'));
    setTimeout(() => broken.destroy(new Error('connection reset')), 300);
    await expect(store.put('a'.repeat(64), broken, 25, 1024)).rejects.toThrow('blob incomplete');
    await store.settled();
    expect(await temporaries()).toEqual([]);
    expect(await store.size('a'.repeat(64))).toBeUndefined();
  });

  it('keeps blobs of two prefixes apart in one bucket', async () => {
    const config = await freshConfig();
    const a = new S3BlobStore({ ...config, prefix: 'a/' });
    const b = new S3BlobStore({ ...config, prefix: 'b/' });
    const bytes = Buffer.from('%PDF-1.7 coupe AA');
    await a.put(sha(bytes), Readable.from([bytes]), bytes.length, 1024);
    expect(await a.size(sha(bytes))).toBe(bytes.length);
    expect(await b.size(sha(bytes))).toBeUndefined();
  });
});
