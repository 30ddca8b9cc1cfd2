import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PartsWriter } from './parts-writer.ts';

describe('parts writer', () => {
  it('writes the parts in order across many writev batches, with the digest and size of the bytes written', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'parts-')), 'feeds', 'feed.xml');
    const writer = new PartsWriter(file);
    const parts = Array.from({ length: 3000 }, (_, i) => Buffer.from(`<Listing>${i}${'ç'.repeat(i % 13)}</Listing>\n`));
    const offsets: number[] = [];
    for (const part of parts) {
      offsets.push(writer.size);
      writer.add(part);
    }
    const entry = writer.finish();
    const bytes = readFileSync(file);
    expect(bytes.equals(Buffer.concat(parts))).toBe(true);
    expect(entry).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
    expect(bytes.subarray(offsets[2047]!, offsets[2048]).toString()).toBe(parts[2047]!.toString());
  });

  it('writes an empty file when given no parts', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'parts-')), 'empty');
    expect(new PartsWriter(file).finish()).toEqual({ sha256: createHash('sha256').digest('hex'), size: 0 });
    expect(existsSync(file)).toBe(true);
  });
});
