/** The bench's table: per metric, the PGlite and PostgreSQL figures and the budget. */
export type BenchTable = Map<string, { pglite?: string; postgres?: string; budget?: string }>;

const PGBENCH = 'pgbench TPC-B tps (50 clients, scale 10)';
const HELLO = 'hello-world Fastify req/s (200 conn)';

/** Issue 10's goals as ratios: Playdeck's figure over the yardstick measured in the same run. */
const RATIOS: { metric: string; of: string; over: string; goal: string }[] = [
  { metric: 'pairs/s ÷ pgbench tps', of: 'seamless bet+win pairs/s (1000 players)', over: PGBENCH, goal: '>= 1.0' },
  { metric: 'game list ÷ hello-world', of: 'game list req/s (200 conn)', over: HELLO, goal: '>= 0.25' },
  { metric: 'balance ÷ hello-world', of: 'balance req/s (200 conn)', over: HELLO, goal: '>= 0.25' },
  { metric: 'member info ÷ hello-world', of: 'member info req/s (200 conn)', over: HELLO, goal: '>= 0.25' },
  {
    metric: '2 instances: pairs/s ÷ pgbench tps',
    of: '2 instances: pairs/s (sum, 50 conn each)',
    over: PGBENCH,
    goal: '>= 1.0',
  },
  {
    metric: '2 instances: balance ÷ hello-world',
    of: '2 instances: balance req/s (sum)',
    over: HELLO,
    goal: '>= 0.25',
  },
];

/** Adds the ratio rows whose two figures this run measured (the yardsticks are in the PostgreSQL column). */
export function addRatios(table: BenchTable) {
  const number = (value: string | undefined) => (value && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined);
  for (const { metric, of, over, goal } of RATIOS) {
    const base = number(table.get(over)?.postgres);
    const row = table.get(of);
    if (!base || !row) continue;
    const ratio = (value: string | undefined) => {
      const figure = number(value);
      return figure === undefined ? undefined : (figure / base).toFixed(2);
    };
    table.set(metric, { pglite: ratio(row.pglite), postgres: ratio(row.postgres), budget: goal });
  }
}
