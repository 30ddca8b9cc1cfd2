/**
 * Issue #12 items 1–3: a failure after the flip never takes the site down, incomplete
 * releases are never served (Ctrl-C, kill -9, rollback after them), one build per site.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { listReleases, markComplete, removeIncomplete, rollback, siteDirs } from '../../builds/publish.ts';
import { acquireSiteLock, lockFile } from '../../builds/site-lock.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { SITE, editHomes, growTenant, liveRelease, readJson, runCli, startCli } from './support.ts';

const releaseFolders = (out: string) => readdirSync(path.join(out, 'releases', SITE)).filter((n) => !n.endsWith('.complete')).sort();

describe('after the flip', () => {
  it('a failing step after the flip (pruning) is a warning: the new release stays live and rollback still works', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const first = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    // Five older complete releases to prune, and a file where the trash folder goes (as on a broken disk).
    const dirs = siteDirs(out, SITE);
    for (let i = 0; i < 5; i++) {
      mkdirSync(path.join(dirs.releases, `2020010${i}-000000000-aaaa`), { recursive: true });
      markComplete(dirs, `2020010${i}-000000000-aaaa`);
    }
    writeFileSync(dirs.trash, 'not a folder');
    editHomes(data, (homes) => void (homes[0]!.price = 1_234_000));
    const second = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;

    expect(second.status).toBe('published');
    expect(second.warnings).toContainEqual(expect.objectContaining({ id: 'publish', path: 'prune' }));
    expect(liveRelease(out)).toBe(second.buildId);
    expect(existsSync(path.join(out, 'sites', SITE, 'index.html'))).toBe(true);
    const meta = readJson<{ warnings: unknown[] }>(path.join(out, 'sites', SITE, 'builds', 'meta', `${second.buildId}.json`));
    expect(meta.warnings).toContainEqual(expect.objectContaining({ id: 'publish', path: 'prune' }));
    expect(rollback(siteDirs(out, SITE))).toBe(first.buildId);
  });
});

describe('complete releases', () => {
  it('the next build deletes releases never finished and adopts finished ones from before markers', () => {
    const out = tempDir('out');
    const dirs = siteDirs(out, SITE);
    const make = (id: string, files: string[]) => {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dirs.releases, id, file)), { recursive: true });
        writeFileSync(path.join(dirs.releases, id, file), '{}');
      }
    };
    make('20260101-000000000-aaaa', ['index.html', 'builds/latest.json']);
    markComplete(dirs, '20260101-000000000-aaaa');
    make('20260102-000000000-bbbb', ['index.html', 'builds/latest.json']); // an older version's release: no marker
    make('20260103-000000000-cccc', ['imovel/1/index.html']); // killed mid-render
    expect(listReleases(dirs)).toEqual(['20260101-000000000-aaaa']);
    expect(removeIncomplete(dirs)).toEqual(['20260103-000000000-cccc']);
    expect(listReleases(dirs)).toEqual(['20260101-000000000-aaaa', '20260102-000000000-bbbb']);
    expect(releaseFolders(out)).toEqual(['20260101-000000000-aaaa', '20260102-000000000-bbbb']);
  });
});

describe('one build per site and --out', () => {
  it('a second concurrent build of the same site fails with a clear message and changes nothing', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const [a, b] = (await Promise.all([build({ sites: [SITE], data, out, concurrency: 1 }), build({ sites: [SITE], data, out, concurrency: 1 })])).map((s) => s.sites[0]!);
    const results = [a!, b!].sort((x, y) => Number(x.status !== 'published') - Number(y.status !== 'published'));
    expect(results.map((s) => s.status)).toEqual(['published', 'failed']);
    expect(results[1]!.error).toMatch(/another build of imobiliaria\.test is running .*pid \d+/);
    expect(liveRelease(out)).toBe(results[0]!.buildId);
    expect(releaseFolders(out)).toEqual([results[0]!.buildId]);
    expect(existsSync(lockFile(out, SITE))).toBe(false);
  });

  it('a lock held by a running process stops a build; a lock left by a dead one is taken over', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const held = acquireSiteLock(out, SITE);
    const blocked = await runCli(['build', '--data', data, '--site', SITE, '--out', out]);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain(`another build of ${SITE} is running on ${out} (pid ${process.pid}`);
    held.release();

    // As kill -9 leaves it: the file of a process that no longer runs.
    mkdirSync(path.dirname(lockFile(out, SITE)), { recursive: true });
    writeFileSync(lockFile(out, SITE), JSON.stringify({ pid: 2 ** 22 + 17, host: (await import('node:os')).hostname(), since: '2026-01-01T00:00:00Z' }));
    const after = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(after.status).toBe('published');
  });
});

describe('interrupted builds', () => {
  /** Two complete releases, then a build of a tenant long enough to be interrupted while rendering. */
  async function twoReleasesThenGrow(): Promise<{ data: string; out: string; ids: string[] }> {
    const data = copyFixtures();
    const out = tempDir('out');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      // a changed price: a rebuild with the same inputs would publish nothing
      editHomes(data, (homes) => void (homes[0]!.price = 1_000_000 + i));
      ids.push((await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!.buildId);
    }
    growTenant(data, 1_500);
    return { data, out, ids };
  }

  it('Ctrl-C stops the workers, discards the unfinished release, prints the summary and exits 130', async () => {
    const { data, out, ids } = await twoReleasesThenGrow();
    // corretora.test (small) is published; imobiliaria.test is interrupted mid-render. The two
    // render at once through the pool, so the signal waits for both.
    const run = startCli(['build', '--data', data, '--site', 'corretora.test', '--site', SITE, '--out', out, '--max-shrink', '100', '--json']);
    await run.waitFor('[corretora.test] publish');
    await run.waitFor(`[${SITE}] render`);
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(130);
    const summary = JSON.parse(run.stdout()) as { sites: Array<{ site_url: string; status: string; error?: string }> };
    expect(summary.sites.map((s) => [s.site_url, s.status])).toEqual([['corretora.test', 'published'], [SITE, 'failed']]);
    expect(summary.sites[1]!.error).toContain('interrupted (SIGINT)');
    expect(liveRelease(out)).toBe(ids[1]);
    expect(releaseFolders(out)).toEqual(ids);
    expect(existsSync(lockFile(out, SITE))).toBe(false);
  });

  it('after kill -9 mid-build, rollback and the next build never serve the incomplete release', async () => {
    const { data, out, ids } = await twoReleasesThenGrow();
    const run = startCli(['build', '--data', data, '--site', SITE, '--out', out, '--max-shrink', '100']);
    await run.waitFor(`[${SITE}] render`);
    await new Promise((resolve) => setTimeout(resolve, 300)); // some pages on disk
    run.child.kill('SIGKILL');
    await run.exit;
    const partial = releaseFolders(out).find((id) => !ids.includes(id));
    expect(partial).toBeDefined(); // left on disk, without its marker
    expect(listReleases(siteDirs(out, SITE))).toEqual(ids);

    const back = await runCli(['rollback', '--site', SITE, '--out', out]); // the stale lock is taken over
    expect(back.code).toBe(0);
    expect(liveRelease(out)).toBe(ids[0]);
    const again = await runCli(['rollback', '--site', SITE, '--out', out]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no earlier complete release');
    expect(liveRelease(out)).toBe(ids[0]);
    const listed = await runCli(['rollback', '--site', SITE, '--out', out, '--to', partial!]);
    expect(listed.code).toBe(1);
    expect(liveRelease(out)).toBe(ids[0]);

    const next = (await build({ sites: [SITE], data, out, concurrency: 2, maxShrinkPct: 100 })).sites[0]!;
    expect(next.status).toBe('published');
    expect(releaseFolders(out)).not.toContain(partial);
    expect(existsSync(path.join(out, 'sites', SITE, '404.html'))).toBe(true);
  }, 240_000);
});
