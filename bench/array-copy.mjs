/**
 * `node bench/array-copy.mjs`: what copying an entry array costs by its length. An edit copies its file's
 * `urls` (immutable updates); V8 allocates an array over 128 KB in its large-object space, and copying one
 * there costs about 40 times more per element than a small one. Prints the median of 200 copies per length.
 */
const LENGTHS = [10_000, 16_000, 20_000, 50_000, 100_000];

for (const length of LENGTHS) {
  const entries = Array.from({ length }, (_, i) => ({
    loc: `https://www.example.com/${i}`,
    lastmod: "2024",
  }));
  const times = [];
  let last;
  for (let round = 0; round < 200; round++) {
    const start = performance.now();
    last = entries.slice();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1];
  const perElement = (median * 1e6) / length;
  console.log(
    `${String(length).padStart(7)} entries: ${median.toFixed(3)} ms per copy, ${perElement.toFixed(1)} ns per element (${last.length})`,
  );
}
