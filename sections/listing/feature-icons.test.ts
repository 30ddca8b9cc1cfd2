import { describe, expect, it } from 'vitest';
import { featureIcon } from './feature-icons.ts';

describe('featureIcon', () => {
  it('gives families of features and amenities their icon', () => {
    expect(featureIcon('swimming_pool')).toBe('pool');
    expect(featureIcon('gym')).toBe('fitness');
    expect(featureIcon('air_conditioning')).toBe('snowflake');
    expect(featureIcon('barbecue_area')).toBe('flame');
    expect(featureIcon('gated_community')).toBe('shield');
    expect(featureIcon('pets_allowed')).toBe('paw');
    expect(featureIcon('elevator')).toBe('elevator');
    expect(featureIcon('furnished')).toBe('sofa');
    expect(featureIcon('garden')).toBe('leaf');
  });

  it('falls back to a check mark, also for unknown codes and object keys', () => {
    expect(featureIcon('balcony')).toBe('check');
    expect(featureIcon('unknown_code')).toBe('check');
    expect(featureIcon('constructor')).toBe('check');
  });
});
