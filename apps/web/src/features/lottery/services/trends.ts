/**
 * Trends of recent results: how often each thing came up, for the "hot and cold" view. Pure
 * counting over the results the screen already has.
 */

/** Fast draws: per position, how many times each digit 0-9 came up. */
export function digitCounts(results: string[]): number[][] {
  const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
  for (const digits of results)
    for (const [position, digit] of [...digits.slice(0, 5)].entries()) {
      const row = counts[position];
      if (row) row[Number(digit)] = (row[Number(digit)] ?? 0) + 1;
    }
  return counts;
}

/** Vietnamese draws: how many times each two-digit ending (00-99) came up over the prizes. */
export function endingCounts(results: { numbers: string[] }[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let n = 0; n < 100; n++) counts.set(String(n).padStart(2, '0'), 0);
  for (const prizes of results)
    for (const number of prizes.flatMap((p) => p.numbers)) {
      const ending = number.slice(-2);
      counts.set(ending, (counts.get(ending) ?? 0) + 1);
    }
  return counts;
}

/** The most and least frequent keys, `n` of each (ties in key order). */
export function hotAndCold(counts: Map<string, number>, n: number): { hot: string[]; cold: string[] } {
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const cold = [...counts.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  return { hot: sorted.slice(0, n).map(([k]) => k), cold: cold.slice(0, n).map(([k]) => k) };
}

/** A fast draw's sum, and whether it is big (23-45) and odd. */
export function sumOf(digits: string): { sum: number; big: boolean; odd: boolean } {
  const sum = [...digits].reduce((s, d) => s + Number(d), 0);
  return { sum, big: sum >= 23, odd: sum % 2 === 1 };
}
