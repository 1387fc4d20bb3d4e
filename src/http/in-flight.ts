/**
 * Work started by requests that shutdown must wait for before it closes the database. The HTTP
 * server's close waits for open connections only: a handler whose client has gone away (a timeout,
 * a load balancer giving up) is still running, perhaps holding a submission in a transaction.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** Runs `work` and keeps it counted until it has settled. */
  track<T>(work: () => Promise<T>): Promise<T> {
    const running = work();
    this.running.add(running);
    const forget = () => this.running.delete(running);
    running.then(forget, forget);
    return running;
  }

  /** Resolves once nothing tracked is running, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
