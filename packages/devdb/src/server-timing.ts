// Time spent inside the server per command (parse to reply), summed, for the benchmark's
// "share of time in the server" figure. Cheap enough to keep on: one clock read per message.
export const serverTime = {
  totalMs: 0,
  messages: 0,
  reset() {
    this.totalMs = 0;
    this.messages = 0;
  },
  add(ms: number) {
    this.totalMs += ms;
    this.messages++;
  },
};
