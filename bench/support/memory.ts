/** Peaks of a piece of work's memory above what the process used just before it began. */
export type MemoryPeak = { seconds: number; rssMb: number; heapMb: number };

const MB = 1024 * 1024;

/** Runs `work`, sampling RSS and heap every 5 ms; answers its time and its peaks above the start. */
export async function measurePeak(work: () => Promise<void>): Promise<MemoryPeak> {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const start = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  return {
    seconds: (performance.now() - start) / 1000,
    rssMb: (rss - base.rss) / MB,
    heapMb: (heap - base.heapUsed) / MB,
  };
}
