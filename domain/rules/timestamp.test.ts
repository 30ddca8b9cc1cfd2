import { describe, expect, it } from 'vitest';
import { readTimestamp } from './timestamp.ts';

const read = (text: string) => {
  const reading = readTimestamp(text);
  return 'value' in reading ? reading.value : 'unreadable';
};

describe('readTimestamp', () => {
  it('reads ISO 8601 with an offset, Z, fractions of any length, a space for T', () => {
    expect(read('2024-05-01T10:00:00Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(read('2024-05-01T10:00:00.123456Z')).toBe('2024-05-01T10:00:00.123Z');
    expect(read('2024-05-01T10:00:00-03:00')).toBe('2024-05-01T13:00:00.000Z');
    expect(read('2024-05-01T10:00+0530')).toBe('2024-05-01T04:30:00.000Z');
    expect(read('2024-05-01 10:00:00+00')).toBe('2024-05-01T10:00:00.000Z');
  });

  it('reads a time without an offset as Brasília time (UTC−3), whatever the machine’s zone', () => {
    expect(read('2024-05-01 10:00:00')).toBe('2024-05-01T13:00:00.000Z');
    expect(read('2024-05-01')).toBe('2024-05-01T03:00:00.000Z');
  });

  it('reads Brazilian DD/MM/YYYY, with or without a time', () => {
    expect(read('05/01/2024')).toBe('2024-01-05T03:00:00.000Z');
    expect(read('5/1/2024 08:15')).toBe('2024-01-05T11:15:00.000Z');
    expect(read('31/12/2023, 23:59:59')).toBe('2024-01-01T02:59:59.000Z');
  });

  it('reads Unix epochs in seconds and in milliseconds', () => {
    expect(read('1714640400')).toBe('2024-05-02T09:00:00.000Z');
    expect(read('1714640400000')).toBe('2024-05-02T09:00:00.000Z');
  });

  it('takes blank text and MySQL’s zero date as no date', () => {
    expect(read('')).toBeNull();
    expect(read('  ')).toBeNull();
    expect(read('0000-00-00 00:00:00')).toBeNull();
    expect(read('0000-00-00')).toBeNull();
  });

  it('does not guess at what is not a date', () => {
    for (const text of ['ontem', '2024-02-30', '2024-13-01', '31/02/2024', '2024-05-01T25:00', '2024-05-01T10:00+15:00', '12/2024', '2024', '1.5e9', 'May 1, 2024']) {
      expect([text, read(text)]).toEqual([text, 'unreadable']);
    }
  });
});
