/**
 * The bucket contract against a REAL S3-compatible endpoint (AWS S3, R2, MinIO,
 * Backblaze), when VITRINE_S3_TEST_URL names a bucket and prefix the AWS_*
 * variables can write to. Everything is written under a fresh sub-prefix and
 * deleted at the end. Without VITRINE_S3_TEST_URL the suite is skipped.
 *
 *   VITRINE_S3_TEST_URL=s3://my-bucket/vitrine-ci AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=… \
 *   AWS_REGION=… [AWS_ENDPOINT_URL_S3=https://<account>.r2.cloudflarestorage.com] npx vitest run deploy/contract.test.ts
 */
import { createS3Store } from './s3-store.ts';
import { describeStoreContract } from '../tests/support/object-store-contract.ts';

const url = process.env.VITRINE_S3_TEST_URL?.replace(/\/+$/, '');
const title = url
  ? `contract with the S3 endpoint at ${url}`
  : 'contract with a real S3-compatible endpoint — skipped: set VITRINE_S3_TEST_URL=s3://bucket/prefix and the AWS_* variables to run it';

describeStoreContract(title, (prefix) => createS3Store(`${url}/${prefix}`), url !== undefined && url !== '');
