import { describe, expect, it } from 'vitest';
import * as catalogue from './errors.ts';
import { messageOf, SiteConfigInvalid, StrictRejected, VitrineError, vitrineError, type ErrorData } from './errors.ts';

const entries = Object.entries(catalogue as Record<string, unknown>).filter((e): e is [string, ErrorData] => typeof e[1] === 'object' && e[1] !== null && 'title' in e[1]);

describe('the error catalogue', () => {
  it('names each entry after its export, once', () => {
    expect(entries.length).toBeGreaterThan(40);
    for (const [exported, entry] of entries) expect(entry.name).toBe(exported);
  });

  it('fills a message from its details and keeps the code, entry and hint on the error', () => {
    expect(messageOf(StrictRejected, 2)).toBe('2 invalid record(s) and --strict is on');
    const error = vitrineError(SiteConfigInvalid, ['imob.test', 'colors: bad'], { cause: 'x' });
    expect(error).toBeInstanceOf(VitrineError);
    expect(error).toMatchObject({ code: 'invalid-site-config', entry: 'SiteConfigInvalid', message: 'site config of imob.test is invalid: colors: bad', cause: 'x' });
    expect(vitrineError(StrictRejected, [1]).hint).toBe(StrictRejected.hint);
  });
});
