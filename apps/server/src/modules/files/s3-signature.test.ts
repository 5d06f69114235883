import { signS3Request, sha256Hex } from './s3-signature.js';

// The "GET Object" example of the AWS Signature Version 4 documentation for S3.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('signS3Request', () => {
  it('matches the signature of the AWS documentation example', () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      credentials,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs a PUT with its payload hash differently from a GET', () => {
    const now = new Date('2013-05-24T00:00:00Z');
    const url = new URL('https://examplebucket.s3.amazonaws.com/test$file.text');
    const put = signS3Request({
      method: 'PUT',
      url,
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
      credentials,
      now,
    });
    const get = signS3Request({ method: 'GET', url, payloadHash: sha256Hex(''), credentials, now });
    expect(put.authorization).not.toBe(get.authorization);
  });
});
