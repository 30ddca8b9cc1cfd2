import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHomeSpill } from './home-spill.ts';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'spill-'));

/** A record shaped like a home: nested objects, arrays, nulls, long text with accents. */
const home = (id: number) => ({
  id,
  title: `Apartamento ${id} — ${'Jardim São Paulo '.repeat(id % 7)}`,
  price: id * 1000.5,
  gallery: Array.from({ length: id % 5 }, (_, i) => ({ url: `media/${id}-${i}.jpg`, caption: null, featured: i === 0 })),
  description: 'Sala ampla, varanda gourmet. '.repeat(20),
  deleted_at: null,
});

describe('home spill', () => {
  it('gives back each record as it was put, before and after its batch reaches the file', () => {
    const spill = createHomeSpill(folder());
    // 4,000 records of ~700 bytes each: two full 1 MB batches and an unflushed tail.
    const records = Array.from({ length: 4000 }, (_, i) => spill.put(home(i)));
    for (const i of [3999, 0, 1234, 2048, 3998]) expect(spill.get(records[i]!)).toEqual(home(i));
    const late = spill.put(home(5000));
    expect(spill.get(late)).toEqual(home(5000));
    expect(spill.get(records[17]!)).toEqual(home(17));
    spill.close();
  });

  it('leaves no file in the folder, while open or after', () => {
    const dir = folder();
    const spill = createHomeSpill(dir);
    spill.put(home(1));
    expect(readdirSync(dir)).toEqual([]);
    spill.close();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a read after it was closed', () => {
    const spill = createHomeSpill(folder());
    const record = spill.put(home(1));
    spill.close();
    expect(() => spill.get(record)).toThrow(/closed/);
  });
});
