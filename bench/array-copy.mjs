/**
 * `node bench/array-copy.mjs`: what an edit's copy of its file's `urls` costs by length, and why. V8 puts
 * an array over 128 KB in its large-object space, in memory fresh from the system; touching fresh memory
 * page-faults it in, 4 KB at a time. On a virtual machine a fault can cost 10 µs or more: a 400 KB array
 * then costs about 1 ms to allocate, where refilling one that is already in use costs a few µs. Prints the
 * median of 200 runs of each.
 */
const LENGTHS = [10_000, 16_000, 20_000, 50_000, 100_000];
const RUNS = 200;

function median(run) {
  const times = [];
  for (let round = 0; round < RUNS; round++) {
    const start = performance.now();
    run(round);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

for (const length of LENGTHS) {
  const entries = Array.from({ length }, (_, i) => ({
    loc: `https://www.example.com/${i}`,
    lastmod: "2024",
  }));
  let last;
  const copy = median(() => {
    last = entries.slice();
  });
  console.log(
    `${String(length).padStart(7)} entries: slice ${copy.toFixed(3)} ms, ${((copy * 1e6) / length).toFixed(1)} ns per element (${last.length})`,
  );
}

const BYTES = 400 * 1024;
const kept = new Int32Array(BYTES / 4);
const fresh = median((round) => new Int32Array(BYTES / 4).fill(round));
const refill = median((round) => kept.fill(round));
console.log(
  `400 KB Int32Array: fresh and filled ${fresh.toFixed(3)} ms, a kept one refilled ${refill.toFixed(3)} ms`,
);
