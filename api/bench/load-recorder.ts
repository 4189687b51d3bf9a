/**
 * The load run's requests (bench/load.ts): every answer timed and counted, and what an answer means
 * for a write (acknowledged, or in doubt).
 */
import { performance } from 'node:perf_hooks';
import type { HttpBrowser, HttpAnswer } from './http-browser';

export class Recorder {
  /** Latencies are kept while the mix runs only (not the sign-ups before nor the reads after). */
  measuring = false;
  readonly latenciesMs: number[] = [];
  /** The mix's latencies by route (`PUT /goals/api/goals/:id`), to name the slow ones. */
  readonly latenciesByRoute = new Map<string, number[]>();
  readonly statuses = new Map<number, number>();
  readonly serverErrorsByRoute = new Map<string, number>();
  requests = 0;
  serverErrors = 0;
  networkErrors = 0;

  /** The answer, or null when there was none (connection refused or reset). */
  async send(
    browser: HttpBrowser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object | FormData,
  ): Promise<HttpAnswer | null> {
    const start = performance.now();
    this.requests += 1;
    try {
      const answer = await browser.request(method, url, body);
      const route = `${method} ${url.replace(/\/\d+/g, '/:id')}`;
      if (this.measuring) {
        const ms = performance.now() - start;
        this.latenciesMs.push(ms);
        const latencies = this.latenciesByRoute.get(route) ?? [];
        latencies.push(ms);
        this.latenciesByRoute.set(route, latencies);
      }
      this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) {
        this.serverErrors += 1;
        const key = `${route} → ${answer.status}`;
        this.serverErrorsByRoute.set(key, (this.serverErrorsByRoute.get(key) ?? 0) + 1);
      }
      return answer;
    } catch {
      this.networkErrors += 1;
      return null;
    }
  }

  percentile(fraction: number, latencies = this.latenciesMs): number {
    const sorted = [...latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] : 0;
  }

  /** The routes with the highest p99, slowest first. */
  slowestRoutes(count: number): { route: string; requests: number; p50: number; p99: number }[] {
    return [...this.latenciesByRoute]
      .map(([route, latencies]) => ({
        route,
        requests: latencies.length,
        p50: this.percentile(0.5, latencies),
        p99: this.percentile(0.99, latencies),
      }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, count);
  }
}

export const ok = (answer: HttpAnswer | null): boolean => answer !== null && answer.status >= 200 && answer.status < 300;
/** Whether a write may have been applied although it was not acknowledged (no answer, or a 5xx). */
export const inDoubt = (answer: HttpAnswer | null) => answer === null || answer.status >= 500;
