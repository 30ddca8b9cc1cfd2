import { describe, expect, it } from 'vitest';
import { InvalidHex, OnlyPoint } from '../errors.ts';
import { decodeHexPoint } from './hex-geometry.ts';

interface WkbOptions {
  littleEndian?: boolean;
  srid?: number;
  type?: number;
  flags?: number;
  coordinates?: number[];
}

/** Builds a hex (E)WKB geometry the way PostGIS writes it. */
function encodeWkb({ littleEndian = true, srid, type = 1, flags = 0, coordinates = [] }: WkbOptions): string {
  const view = new DataView(new ArrayBuffer(5 + (srid === undefined ? 0 : 4) + coordinates.length * 8));
  view.setUint8(0, littleEndian ? 1 : 0);
  view.setUint32(1, (type | flags | (srid === undefined ? 0 : 0x20000000)) >>> 0, littleEndian);
  let offset = 5;
  if (srid !== undefined) {
    view.setUint32(offset, srid, littleEndian);
    offset += 4;
  }
  for (const value of coordinates) {
    view.setFloat64(offset, value, littleEndian);
    offset += 8;
  }
  return Buffer.from(view.buffer).toString('hex').toUpperCase();
}

// Avenida Paulista, São Paulo.
const paulista = { lng: -46.6544, lat: -23.5632 };

describe('decodeHexPoint', () => {
  it('decodes a PostGIS geography point (little-endian EWKB, SRID 4326)', () => {
    const hex = encodeWkb({ srid: 4326, coordinates: [paulista.lng, paulista.lat] });
    expect(hex.startsWith('0101000020E6100000')).toBe(true);
    expect(decodeHexPoint(hex)).toEqual({ ...paulista, srid: 4326 });
  });

  it('decodes a literal PostGIS value', () => {
    // SELECT ST_GeogFromText('SRID=4326;POINT(-43.1729 -22.9068)') -- Rio de Janeiro
    expect(decodeHexPoint('0101000020E61000003CBD5296219645C04703780B24E836C0')).toEqual({ lng: -43.1729, lat: -22.9068, srid: 4326 });
  });

  it('decodes big-endian and plain WKB without SRID', () => {
    expect(decodeHexPoint(encodeWkb({ littleEndian: false, srid: 4326, coordinates: [paulista.lng, paulista.lat] })))
      .toEqual({ ...paulista, srid: 4326 });
    const plain = decodeHexPoint(encodeWkb({ coordinates: [paulista.lng, paulista.lat] }));
    expect(plain).toEqual(paulista);
    expect('srid' in plain).toBe(false);
    expect(decodeHexPoint(encodeWkb({ littleEndian: false, coordinates: [1.5, -2.25] }).toLowerCase())).toEqual({ lng: 1.5, lat: -2.25 });
  });

  it('keeps x and y of Z / M points', () => {
    expect(decodeHexPoint(encodeWkb({ srid: 4326, flags: 0x80000000, coordinates: [paulista.lng, paulista.lat, 760] })))
      .toEqual({ ...paulista, srid: 4326 });
    expect(decodeHexPoint(encodeWkb({ type: 3001, coordinates: [paulista.lng, paulista.lat, 760, 1] }))).toEqual(paulista);
  });

  it('rejects odd length and non-hex characters with "Invalid hex"', () => {
    const valid = encodeWkb({ srid: 4326, coordinates: [paulista.lng, paulista.lat] });
    expect(() => decodeHexPoint(valid.slice(1))).toThrow(InvalidHex.message);
    expect(() => decodeHexPoint(`${valid.slice(0, -2)}ZZ`)).toThrow(InvalidHex.message);
    expect(() => decodeHexPoint('POINT(1 2)')).toThrow(InvalidHex.message);
    expect(() => decodeHexPoint('')).toThrow(InvalidHex.message);
  });

  it('rejects truncated points and unknown byte orders with "Invalid hex"', () => {
    const valid = encodeWkb({ srid: 4326, coordinates: [paulista.lng, paulista.lat] });
    expect(() => decodeHexPoint(valid.slice(0, -16))).toThrow(InvalidHex.message);
    expect(() => decodeHexPoint(`02${valid.slice(2)}`)).toThrow(InvalidHex.message);
    expect(() => decodeHexPoint(encodeWkb({ flags: 0x80000000, coordinates: [1, 2] }))).toThrow(InvalidHex.message);
  });

  it('rejects other geometries with "Only POINT is supported"', () => {
    // LINESTRING (2), POLYGON (3), MULTIPOINT (4), with and without SRID.
    expect(() => decodeHexPoint(encodeWkb({ type: 2, srid: 4326, coordinates: [0, 0, 1, 1] }))).toThrow(OnlyPoint.message);
    expect(() => decodeHexPoint(encodeWkb({ type: 3, coordinates: [0] }))).toThrow(OnlyPoint.message);
    expect(() => decodeHexPoint(encodeWkb({ type: 4, littleEndian: false }))).toThrow(OnlyPoint.message);
  });
});
