/**
 * Runs tasks one at a time, in the order they asked. A task that has not had its turn within the
 * wait limit never runs: its caller gets `tooLong()` instead (a request that cannot get the database
 * in time answers 503 rather than waiting without end).
 */
export class TurnQueue {
  private readonly waiting: Array<() => void> = [];
  private busy = false;

  run<T>(task: () => Promise<T>, waitLimitMs: number, tooLong: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const start = () => {
        if (timer) clearTimeout(timer);
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => this.next());
      };
      if (!this.busy) {
        this.busy = true;
        start();
        return;
      }
      timer = setTimeout(() => {
        const index = this.waiting.indexOf(start);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        reject(tooLong());
      }, waitLimitMs);
      this.waiting.push(start);
    });
  }

  private next(): void {
    const start = this.waiting.shift();
    this.busy = start !== undefined;
    start?.();
  }
}
