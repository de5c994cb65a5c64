// autocannon ships no types; only the part the benchmark uses is declared.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
