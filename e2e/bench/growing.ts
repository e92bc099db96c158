// What the benches that grow a table around fixed cases share (lists, money): their settings from the environment
// (`BENCH_<PART>_SECONDS`, `_RUNS`, `_SIZES`, `_PROJECTS`, `_PLANS=0` without the whole plans, `_API=0` without the
// API figures; `BENCH_POSTGRES_URL`), a PostgreSQL bench database with a studio's worth of projects first, and the
// loop over sizes: grow, print the plans and their summary lines, then measure the API.
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import type { PlanSummary } from '../../server/scripts/bench-explain';
import { growProjectsTo } from '../../server/scripts/bench-projects-data';
import { FigureTable, loadNow, printPlanSummaries, skipped } from './measure';

export interface GrowingSettings {
  seconds: number;
  runs: number;
  sizes: number[];
  projects: number;
  plans: boolean;
  api: boolean;
  postgresUrl: string;
}

export function growingSettings(part: string): GrowingSettings {
  const env = (name: string) => process.env[`BENCH_${part}_${name}`];
  return {
    seconds: Number(env('SECONDS') || 5),
    runs: Number(env('RUNS') || 3),
    sizes: (env('SIZES') || '10000,1000000').split(',').map(Number),
    projects: Number(env('PROJECTS') || 10000),
    plans: env('PLANS') !== '0',
    api: env('API') !== '0',
    postgresUrl: process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

type PostgresTarget = Extract<BenchDatabase['target'], { kind: 'postgres' }>;

export interface GrowingBench {
  /** Said when PostgreSQL is not there (the bench is skipped). */
  label: string;
  settings: GrowingSettings;
  table: { title: string; unit: string };
  /** After the projects, before the first size: what the cases read (returned to every later step). */
  prepare?(bench: BenchDatabase): Promise<string | null>;
  /** Grows the tables to `size`; returns the size the figures are printed at, and a line saying what was made. */
  grow(bench: BenchDatabase, size: number, prepared: string | null): Promise<{ size: number; made: string }>;
  /** The plans of the cases' queries (printed through `print`), summarised. */
  explain(target: PostgresTarget, prepared: string | null, print: (line: string) => void): Promise<PlanSummary[]>;
  /** Headline of the plan summary at `size`. */
  plansTitle(size: number): string;
  /** The API figures at `size`, on a server started on the bench database. */
  measure(table: FigureTable, bench: BenchDatabase, size: number, prepared: string | null): Promise<void>;
}

export async function runGrowingBench(part: GrowingBench): Promise<void> {
  const { settings } = part;
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(settings.postgresUrl);
  } catch (error) {
    return skipped(part.label, error);
  }
  const table = new FigureTable({ ...part.table, runs: settings.runs, seconds: settings.seconds, nameWidth: 20 });
  try {
    if (bench.target.kind !== 'postgres') throw new Error(`${part.label} needs PostgreSQL`);
    const target = bench.target;
    // A studio's worth of projects first, so the grown jobs spread as they do in one (100 a project at 1M jobs).
    const started = Date.now();
    await growProjectsTo(bench, settings.projects);
    console.log(
      `\n  ${settings.projects.toLocaleString('en')} projects made in ${((Date.now() - started) / 1000).toFixed(0)} s (load ${loadNow()})`,
    );
    const prepared = part.prepare ? await part.prepare(bench) : null;
    let smallest: PlanSummary[] | undefined;
    for (const wanted of settings.sizes) {
      const grown = Date.now();
      const { size, made } = await part.grow(bench, wanted, prepared);
      console.log(`  ${made} made in ${((Date.now() - grown) / 1000).toFixed(0)} s (load ${loadNow()})`);
      const summaries = await part.explain(target, prepared, settings.plans ? console.log : () => undefined);
      smallest ??= summaries;
      printPlanSummaries(part.plansTitle(size), summaries, smallest);
      if (settings.api) await part.measure(table, bench, size, prepared);
    }
  } finally {
    await bench.drop();
  }
  table.summarise();
}
