/**
 * A real mouse wheel for WebKit. WebKitWebDriver accepts wheel actions and does nothing, so the
 * wheel is turned where a visitor's would be: on the X display MiniBrowser runs on, through X's
 * XTEST extension, from where GTK hands it to the page like any wheel.
 *
 * The display's screen is 16 px square, its pointer in the middle, over MiniBrowser's toolbar
 * (scripts/lib/webkit.ts says why). To turn the wheel over a point of the page, the window is
 * moved for the while so that the point lies under the pointer, then put back.
 *
 * A minimal X11 client over the display's local socket: the connection set-up and six requests
 * (QueryExtension, QueryTree, GetGeometry, QueryPointer, ConfigureWindow and XTEST's FakeInput:
 * pointer motion and the wheel's buttons; GetInputFocus as the round trip that waits until the
 * server has done the rest).
 */
import net from 'node:net';

export interface XWheel {
  /**
   * Turns the wheel `clicks` notches down (up when negative) over the point (x, y) of the page in
   * the window `width` × `height` px whose page starts `top` px below its own top (the toolbar).
   */
  turn(
    window: { readonly width: number; readonly height: number; readonly top: number },
    x: number,
    y: number,
    clicks: number,
  ): Promise<void>;
  close(): void;
}

const OPCODE = { configureWindow: 12, getGeometry: 14, queryTree: 15, queryPointer: 38, getInputFocus: 43, queryExtension: 98 };
/** XTEST's FakeInput: its minor opcode, and the event types it makes. */
const FAKE_INPUT = 2;
const BUTTON_PRESS = 4;
const BUTTON_RELEASE = 5;
const MOTION = 6;
/** X's wheel: button 4 turns it up, 5 down. */
const [WHEEL_UP, WHEEL_DOWN] = [4, 5];

/** A request: its opcode, the byte after it, then `words` 32-bit words after its 4-byte header (little-endian). */
function request(opcode: number, data: number, words: number): Buffer {
  const bytes = Buffer.alloc(4 + 4 * words);
  bytes.writeUInt8(opcode, 0);
  bytes.writeUInt8(data, 1);
  bytes.writeUInt16LE(1 + words, 2);
  return bytes;
}

/** Connects to `display` (":<n>") and finds its XTEST extension. */
export async function connectXWheel(display: string): Promise<XWheel> {
  const socket = net.createConnection(`/tmp/.X11-unix/X${display.replace(/^:/, '').split('.')[0]}`);
  let received = Buffer.alloc(0);
  const readers: { size: (bytes: Buffer) => number | null; resolve: (bytes: Buffer) => void }[] = [];
  const deliver = () => {
    for (
      let size = readers[0]?.size(received);
      readers.length && size != null && received.length >= size;
      size = readers[0]?.size(received)
    ) {
      const answer = received.subarray(0, size);
      received = received.subarray(size);
      readers.shift()!.resolve(answer);
    }
  };
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    deliver();
  });
  /** The next answer of the server (a reply, or an error: both start with 32 bytes). */
  const answer = (size: (bytes: Buffer) => number | null = () => 32) =>
    new Promise<Buffer>((resolve) => {
      readers.push({ size, resolve });
      deliver();
    });
  const withLength = (bytes: Buffer) => (bytes.length < 8 ? null : 32 + 4 * bytes.readUInt32LE(4));
  const ask = async (bytes: Buffer, size?: (bytes: Buffer) => number | null) => {
    socket.write(bytes);
    const reply = await answer(size);
    if (reply[0] === 0) throw new Error(`X error ${reply[1]} for request ${bytes[0]}`);
    return reply;
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  const setup = Buffer.alloc(12);
  setup.write('l', 0); // little-endian
  setup.writeUInt16LE(11, 2); // protocol 11.0, no authorisation (a local Xvfb)
  socket.write(setup);
  const accepted = await answer((bytes) => (bytes.length < 8 ? null : 8 + 4 * bytes.readUInt16LE(6)));
  if (accepted[0] !== 1) throw new Error(`${display} refused the connection`);
  // The first screen's root window, after the vendor's name and the pixmap formats.
  const root = accepted.readUInt32LE(40 + Math.ceil(accepted.readUInt16LE(24) / 4) * 4 + 8 * accepted[29]!);

  const name = 'XTEST';
  const query = request(OPCODE.queryExtension, 0, 1 + Math.ceil(name.length / 4));
  query.writeUInt16LE(name.length, 4);
  query.write(name, 8);
  const extension = await ask(query);
  if (!extension[8]) throw new Error(`${display} has no XTEST extension`);
  const xtest = extension[9]!;

  const ofWindow = (opcode: number, window: number) => {
    const bytes = request(opcode, 0, 1);
    bytes.writeUInt32LE(window, 4);
    return bytes;
  };
  const children = async (window: number) => {
    const reply = await ask(ofWindow(OPCODE.queryTree, window), withLength);
    return Array.from({ length: reply.readUInt16LE(16) }, (_, i) => reply.readUInt32LE(32 + 4 * i));
  };
  const size = async (window: number) => {
    const reply = await ask(ofWindow(OPCODE.getGeometry, window));
    return { width: reply.readUInt16LE(16), height: reply.readUInt16LE(18) };
  };
  const place = async (window: number, x: number, y: number) => {
    const bytes = request(OPCODE.configureWindow, 0, 4);
    bytes.writeUInt32LE(window, 4);
    bytes.writeUInt16LE(0b11, 8); // x and y
    bytes.writeInt32LE(x, 12);
    bytes.writeInt32LE(y, 16);
    socket.write(bytes);
  };
  /** A button pressed or released, or the pointer moved to (x, y) on the screen. */
  const fake = (type: number, button: number, x = 0, y = 0) => {
    const bytes = request(xtest, FAKE_INPUT, 8);
    bytes.writeUInt8(type, 4);
    bytes.writeUInt8(button, 5);
    bytes.writeInt16LE(x, 24);
    bytes.writeInt16LE(y, 26);
    socket.write(bytes);
  };
  /** Waits until the server has done every request sent before. */
  const done = () => ask(request(OPCODE.getInputFocus, 0, 0));

  return {
    async turn({ width, height, top }, x, y, clicks) {
      const [pointer, windows] = await Promise.all([ask(ofWindow(OPCODE.queryPointer, root)), children(root)]);
      const [px, py] = [pointer.readInt16LE(16), pointer.readInt16LE(18)];
      const sizes = await Promise.all(windows.map(size));
      const browser = windows.filter((_, i) => sizes[i]!.width === width && sizes[i]!.height === height);
      if (browser.length !== 1) throw new Error(`not one window of ${width} × ${height} px on ${display}, but ${browser.length}`);
      const [window] = browser as [number];
      await place(window, Math.round(px - x), Math.round(py - y - top));
      // A window moving under the pointer is no motion: the pointer stirs, so the page knows where it now is.
      fake(MOTION, 0, px + 1, py);
      fake(MOTION, 0, px, py);
      for (let i = 0; i < Math.abs(clicks); i++) {
        fake(BUTTON_PRESS, clicks > 0 ? WHEEL_DOWN : WHEEL_UP);
        fake(BUTTON_RELEASE, clicks > 0 ? WHEEL_DOWN : WHEEL_UP);
      }
      await place(window, 0, 0);
      await done();
    },
    close: () => socket.end(),
  };
}
