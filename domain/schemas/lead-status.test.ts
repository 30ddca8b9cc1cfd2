import { describe, expect, it } from 'vitest';
import { leadStatusSchema } from './lead-status.ts';
import { problems } from './test-fixtures.ts';

describe('leadStatusSchema', () => {
  it('defaults conversion_status to open and stale_threshold_days to null', () => {
    expect(leadStatusSchema.parse({ name: 'Novo' })).toMatchObject({
      conversion_status: 'open',
      stale_threshold_days: null,
      is_default: false,
    });
  });

  it('takes open, won or lost and a whole number of days', () => {
    expect(leadStatusSchema.parse({ name: 'Ganho', conversion_status: 'won', stale_threshold_days: 7 })).toMatchObject({
      conversion_status: 'won',
      stale_threshold_days: 7,
    });
    expect(problems(leadStatusSchema, { name: 'x', conversion_status: 'closed' })).toEqual([
      'conversion_status: must be one of open, won, lost',
    ]);
    expect(problems(leadStatusSchema, { name: 'x', stale_threshold_days: 1.5 })).toEqual([
      'stale_threshold_days: must be a whole number',
    ]);
  });
});
