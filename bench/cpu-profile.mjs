/**
 * What the profiling scripts (`profile-page.mjs`, `profile-drop.mjs`) print of a V8 CPU profile (the
 * DevTools protocol's `Profiler.stop` result). Node only.
 */

/** Prints `label`, the profile's busy time (ms, idle left out) and its `count` frames of most self time. */
export function printTopFrames(profile, count = 30, label = "") {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]).callFrame;
    const key = `${functionName || "(anon)"} ${url.split("/").pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const rows = [...self].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((a, [, t]) => a + t, 0);
  console.log(`${label ? `${label}: ` : ""}busy ${total.toFixed(0)} ms`);
  // a regular expression's frame is named by its whole source: cut to a line
  for (const [key, t] of rows.slice(0, count))
    console.log(`${t.toFixed(1).padStart(8)} ms  ${key.slice(0, 160)}`);
}
