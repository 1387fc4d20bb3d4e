/** A backup or a restore that cannot go on, with what to do about it. The CLI prints it and exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
