/**
 * The create page's safety net while the socket is open: pushes can be lost, so when nothing
 * about the email being written has arrived for 15 s, the page looks once at the email. Every
 * quiet spell gets one look; any news starts the wait again.
 */
export const QUIET_LOOK_MS = 15_000;

export class QuietWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly look: () => void,
    private readonly ms: number = QUIET_LOOK_MS,
  ) {}

  /** News arrived (or following began): the wait starts again. */
  heard(): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.look();
      this.heard();
    }, this.ms);
  }

  /** Not following, or the socket is closed and the poller has taken over. */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  get waiting(): boolean {
    return this.timer !== undefined;
  }
}
