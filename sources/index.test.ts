import { describe, expect, it } from 'vitest';
import { createSource } from './index.ts';

describe('createSource', () => {
  it('uses the sample data folder by default', () => {
    expect(createSource({}).description).toBe('data folder examples/data');
  });

  it('uses the given data folder', () => {
    expect(createSource({ data: 'tenants' }).description).toBe('data folder tenants');
  });

  it('prefers the API when both are given', () => {
    expect(createSource({ data: 'tenants', api: 'https://api.example.com/' }).description).toBe('API https://api.example.com');
  });
});
