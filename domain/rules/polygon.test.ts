import { describe, expect, it } from 'vitest';
import { decodePolygon, encodePolygon, insidePolygon, polygonOk } from './polygon.ts';

// Google's documented example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
const googleExample = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];

// Around Pinheiros, São Paulo (a concave "L" so the ray-casting rule is exercised).
const pinheirosL = [
  { lat: -23.56, lng: -46.7 },
  { lat: -23.56, lng: -46.68 },
  { lat: -23.57, lng: -46.68 },
  { lat: -23.57, lng: -46.69 },
  { lat: -23.58, lng: -46.69 },
  { lat: -23.58, lng: -46.7 },
];

describe('polygon encoding', () => {
  it('writes the Encoded Polyline of Google’s documented example', () => {
    expect(encodePolygon(googleExample)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('reads back what it wrote, to 5 decimals', () => {
    expect(decodePolygon(encodePolygon(pinheirosL))).toEqual(pinheirosL);
    expect(decodePolygon('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(googleExample);
  });

  it('rejects text that is not an area', () => {
    expect(decodePolygon('')).toBeUndefined();
    expect(decodePolygon('_p~iF~ps|U')).toBeUndefined(); // one point
    expect(decodePolygon('_p~iF~ps|U_ulL')).toBeUndefined(); // a lat without its lng
    expect(decodePolygon('abc def')).toBeUndefined(); // a space is not in the alphabet
    expect(decodePolygon('~~~~~~~~~~~~~~')).toBeUndefined(); // never ends a number
  });

  it('accepts 3 to 100 points within 15 degrees', () => {
    expect(polygonOk(pinheirosL)).toBe(true);
    expect(polygonOk(pinheirosL.slice(0, 2))).toBe(false);
    expect(polygonOk([...pinheirosL, { lat: -3, lng: -60 }])).toBe(false); // the whole country
  });
});

describe('inside a polygon', () => {
  it('follows the shape, concave corner included', () => {
    expect(insidePolygon(-23.565, -46.685, pinheirosL)).toBe(true); // upper arm
    expect(insidePolygon(-23.575, -46.695, pinheirosL)).toBe(true); // lower arm
    expect(insidePolygon(-23.575, -46.685, pinheirosL)).toBe(false); // the cut-out corner
    expect(insidePolygon(-23.5, -46.69, pinheirosL)).toBe(false);
    expect(insidePolygon(Number.NaN, Number.NaN, pinheirosL)).toBe(false);
  });
});
