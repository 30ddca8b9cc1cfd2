/**
 * `npx tsx bench/first-touch.ts`: what the machine charges for fresh memory. Fills a new
 * 100 MB buffer, then fills it again; on the 2-core VMs of bench/README.md the first fill
 * costs ~20 µs per 4 KB page (470–540 ms) and the second 5 ms, which is why the build avoids
 * allocating a new page-sized block per page.
 */
const MB = 1024 * 1024;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  const buffer = Buffer.allocUnsafeSlow(100 * MB);
  buffer.fill(1);
  const first = performance.now() - started;
  buffer.fill(2);
  const second = performance.now() - started - first;
  console.log(`100 MB: first fill ${first.toFixed(0)} ms (${((first * 1000) / ((100 * MB) / 4096)).toFixed(1)} µs a 4 KB page), second ${second.toFixed(0)} ms`);
}
