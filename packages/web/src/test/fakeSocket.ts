/** A websocket the test opens, feeds and closes by hand; every one made is kept in `all`, in order. */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static readonly all: FakeSocket[] = [];
  readyState: number = FakeSocket.CONNECTING;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
  serverOpens(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** A text frame; anything but a string goes as its JSON. */
  serverSends(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent('message', { data: text }));
  }
  serverGoesAway(): void {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  /** The socket made last (throws when none was). */
  static last(): FakeSocket {
    const socket = FakeSocket.all[FakeSocket.all.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  /** Makes one, as `new WebSocket(url)` would. */
  static create = (url: string): WebSocket => new FakeSocket(url) as unknown as WebSocket;
}
