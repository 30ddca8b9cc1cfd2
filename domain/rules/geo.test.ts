import { describe, expect, it } from 'vitest';
import { boxSpanOk, roundCoord } from './geo.ts';

describe('roundCoord', () => {
  it('rounds to 6 decimals', () => {
    expect(roundCoord(-23.56321234567)).toBe(-23.563212);
    expect(roundCoord(-46.6544449)).toBe(-46.654445);
    expect(roundCoord(10)).toBe(10);
    expect(roundCoord(-0.0000001)).toBe(0);
    expect(Object.is(roundCoord(-0.0000001), -0)).toBe(false);
  });
});

describe('boxSpanOk', () => {
  const box = (south: number, west: number, north: number, east: number) => ({
    southWest: { lat: south, lng: west },
    northEast: { lat: north, lng: east },
  });

  it('accepts a city or state sized box', () => {
    expect(boxSpanOk(box(-23.7, -46.8, -23.4, -46.4))).toBe(true);
    expect(boxSpanOk(box(-25, -53, -10, -38))).toBe(true); // exactly 15° both ways
  });

  it('refuses a box over 15° in latitude or longitude', () => {
    expect(boxSpanOk(box(-33, -53, -17.9, -45))).toBe(false);
    expect(boxSpanOk(box(-25, -60, -20, -44.9))).toBe(false);
    expect(boxSpanOk(box(-33.7, -73.9, 5.2, -34.8))).toBe(false); // all of Brazil
  });

  it('refuses non-finite coordinates', () => {
    expect(boxSpanOk(box(Number.NaN, -46.8, -23.4, -46.4))).toBe(false);
  });
});
