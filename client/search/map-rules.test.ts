import { describe, expect, it } from 'vitest';
import type { MapHome } from '../../contract/home-card.ts';
import { cardPrice } from '../../ui/card/card-display.ts';
import {
  boundsToGeoFilter,
  DEFAULT_ZOOM,
  fitFor,
  hitPoints,
  sameGeoFilter,
  visibleHomeIds,
  zoomForSpan,
} from './map-rules.ts';

const hit = (id: number, geo: { lat: number; lng: number } | undefined, extra: Partial<MapHome> = {}): MapHome => ({
  id,
  status: 'sale',
  title: `Casa ${id}`,
  url: `/imovel/venda/casa-${id}`,
  image: null,
  price: 85_000_000,
  rental_price: null,
  ...(geo ? { _geo: geo } : {}),
  ...extra,
});

describe('zoomForSpan (spec §2.7 table)', () => {
  it.each([
    [0, 16],
    [0.0009, 16],
    [0.001, 15],
    [0.0049, 15],
    [0.005, 14],
    [0.0099, 14],
    [0.01, 12],
    [0.049, 12],
    [0.05, 10],
    [0.099, 10],
    [0.1, 8],
    [0.499, 8],
    [0.5, 6],
    [40, 6],
  ])('span %f gives zoom %i', (span, zoom) => {
    expect(zoomForSpan(span)).toBe(zoom);
  });

  it('has 12 as the default zoom', () => {
    expect(DEFAULT_ZOOM).toBe(12);
  });
});

describe('fitFor', () => {
  it('gives nothing for no points', () => {
    expect(fitFor([])).toBeUndefined();
  });

  it('fits one point in a box of ±0.01°, which is zoom 12', () => {
    const fit = fitFor([{ lat: -23.5, lng: -46.6 }])!;
    expect(fit.center).toEqual({ lat: -23.5, lng: -46.6 });
    expect(fit.bounds.northEast.lat).toBeCloseTo(-23.49, 10);
    expect(fit.bounds.southWest.lat).toBeCloseTo(-23.51, 10);
    expect(fit.bounds.northEast.lng).toBeCloseTo(-46.59, 10);
    expect(fit.bounds.southWest.lng).toBeCloseTo(-46.61, 10);
    expect(fit.zoom).toBe(12); // span 0.02
  });

  it('treats several points at one place as one point', () => {
    const p = { lat: -22.9, lng: -43.2 };
    expect(fitFor([p, p, { ...p }])).toEqual(fitFor([p]));
  });

  it('fits several points by their bounding box, zoomed by the larger span', () => {
    const fit = fitFor([
      { lat: -23.55, lng: -46.64 },
      { lat: -23.58, lng: -46.63 },
      { lat: -23.56, lng: -46.70 },
    ])!;
    expect(fit.bounds).toEqual({ northEast: { lat: -23.55, lng: -46.63 }, southWest: { lat: -23.58, lng: -46.70 } });
    expect(fit.center.lat).toBeCloseTo(-23.565, 10);
    expect(fit.center.lng).toBeCloseTo(-46.665, 10);
    expect(fit.zoom).toBe(10); // lng span 0.07 beats lat span 0.03
  });

  it('uses the widest zoom for homes in different states', () => {
    expect(fitFor([{ lat: -23.5, lng: -46.6 }, { lat: -22.9, lng: -43.2 }])!.zoom).toBe(6);
  });
});

describe('boundsToGeoFilter', () => {
  it('rounds every coordinate to 6 decimals', () => {
    const geo = boundsToGeoFilter({
      northEast: { lat: -23.123456789, lng: -46.0000004 },
      southWest: { lat: -23.9999996, lng: -46.7654321 },
    });
    expect(geo).toEqual({ bounds: { northEast: { lat: -23.123457, lng: -46 }, southWest: { lat: -24, lng: -46.765432 } } });
  });

  it('keeps a box of exactly 15° and drops one over 15° in latitude or longitude', () => {
    expect(boundsToGeoFilter({ northEast: { lat: 0, lng: -40 }, southWest: { lat: -15, lng: -55 } })).toBeDefined();
    expect(boundsToGeoFilter({ northEast: { lat: 0, lng: -40 }, southWest: { lat: -15.1, lng: -41 } })).toBeUndefined();
    expect(boundsToGeoFilter({ northEast: { lat: 0, lng: -40 }, southWest: { lat: -1, lng: -55.1 } })).toBeUndefined();
  });

  it('drops a box that crosses the antimeridian and clamps latitudes past the poles', () => {
    expect(boundsToGeoFilter({ northEast: { lat: 1, lng: 181 }, southWest: { lat: 0, lng: 179 } })).toBeUndefined();
    expect(boundsToGeoFilter({ northEast: { lat: 95, lng: 1 }, southWest: { lat: 85, lng: 0 } })).toEqual({
      bounds: { northEast: { lat: 90, lng: 1 }, southWest: { lat: 85, lng: 0 } },
    });
  });

  it('drops a box with a coordinate that is not a number', () => {
    expect(boundsToGeoFilter({ northEast: { lat: Number.NaN, lng: 1 }, southWest: { lat: 0, lng: 0 } })).toBeUndefined();
  });
});

describe('visible homes', () => {
  const box = { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.6, lng: -46.7 } };

  it('lists the ids of the hits inside the box (edges included), in order, skipping hits without a location', () => {
    const hits = [
      hit(3, { lat: -23.55, lng: -46.65 }),
      hit(1, { lat: -23.4, lng: -46.65 }),
      hit(7, undefined),
      hit(2, { lat: -23.5, lng: -46.7 }),
    ];
    expect(visibleHomeIds(hits, box)).toEqual([3, 2]);
    expect(hitPoints(hits)).toHaveLength(3);
  });
});

describe('the marker price label (the card\'s) and sameGeoFilter', () => {
  it('reads the sale price, the monthly rent, or Consulte', () => {
    expect(cardPrice({ status: 'sale', price: 85_000_000, rental_price: 250_000 })).toBe('R$ 850.000');
    expect(cardPrice({ status: 'rent', price: 85_000_000, rental_price: 250_000 })).toBe('R$ 2.500/mês');
    expect(cardPrice({ status: 'rent', price: 1, rental_price: null })).toBe('Consulte');
    expect(cardPrice({ status: 'sale', price: undefined, rental_price: 1 })).toBe('Consulte');
  });

  it('compares geo filters by value', () => {
    const a = boundsToGeoFilter({ northEast: { lat: 1, lng: 1 }, southWest: { lat: 0, lng: 0 } });
    const b = boundsToGeoFilter({ northEast: { lat: 1.0000001, lng: 1 }, southWest: { lat: 0, lng: 0 } });
    expect(sameGeoFilter(a, b)).toBe(true);
    expect(sameGeoFilter(a, undefined)).toBe(false);
    expect(sameGeoFilter(undefined, undefined)).toBe(true);
  });
});
