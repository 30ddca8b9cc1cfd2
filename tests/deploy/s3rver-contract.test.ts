/** The bucket contract against s3rver on loopback (the same suite deploy/contract.test.ts runs against a real endpoint). */
import { afterAll, beforeAll, vi } from 'vitest';
import { createS3Store } from '../../deploy/s3-store.ts';
import { stubAwsEnv } from '../support/deploy-fixture.ts';
import { describeStoreContract } from '../support/object-store-contract.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  stubAwsEnv(s3.endpoint);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
});

describeStoreContract('the bucket contract on s3rver', (prefix) => createS3Store(`s3://${s3.bucket}/${prefix}`));
