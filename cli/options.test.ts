import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { storageUrl } from './options.ts';

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
