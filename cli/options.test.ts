import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { bucketUrl, duration, storageUrl } from './options.ts';

describe('--storage-url', () => {
  it.each([
    ['/storage', '/storage'],
    ['/storage/', '/storage'],
    ['  /cdn/storage/v1 ', '/cdn/storage/v1'],
    ['https://xyz.supabase.co/storage/v1', 'https://xyz.supabase.co/storage/v1'],
    ['https://xyz.supabase.co/storage/v1/', 'https://xyz.supabase.co/storage/v1'],
    ['http://127.0.0.1:8080/storage', 'http://127.0.0.1:8080/storage'],
  ])('takes %j as %j', (value, expected) => {
    expect(storageUrl(value)).toBe(expected);
  });

  it.each(['storage', './storage', '/', '//cdn.example/storage', '/a/../b', '/a b', '/storage?x=1', 'ftp://cdn.example/s', 'javascript:alert(1)', 'https://u:p@cdn.example/s', 'https://cdn.example/s#x', ''])(
    'refuses %j',
    (value) => {
      expect(() => storageUrl(value)).toThrow(InvalidArgumentError);
    },
  );
});

describe('--grace and --to of deploy', () => {
  it('reads durations with a unit, and 0 alone', () => {
    expect([duration('0'), duration('90s'), duration('30m'), duration('24h'), duration('7d'), duration('1.5h')]).toEqual([0, 90_000, 1_800_000, 86_400_000, 604_800_000, 5_400_000]);
    for (const bad of ['5', '-1h', '1w', 'soon', '']) expect(() => duration(bad)).toThrow(InvalidArgumentError);
  });

  it('takes s3://bucket/prefix URLs only', () => {
    expect(bucketUrl(' s3://my-bucket/sites/a ')).toBe('s3://my-bucket/sites/a');
    for (const bad of ['https://my-bucket/a', 's3://My_Bucket/a', 's3:/b/a', 'my-bucket']) expect(() => bucketUrl(bad)).toThrow(InvalidArgumentError);
  });
});
