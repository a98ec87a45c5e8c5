// Prerenders pages with the frontend's server bundle, for `shopsite build`
// and `shopsite serve`. Run by `shopsite` as
// `node --input-type=module -e <this file>`.
//
// It reads jobs on stdin, one JSON message a line, and renders each page as
// soon as its line arrives, so a build streams its pages through it:
//
//   {"job": {"shell": {...}, "script": {"name": ..., "source": ...} | null}}
//                      a job begins: every page after it shares this shell;
//                      the server bundle (one script that sets
//                      globalThis.shopsiteServer) comes with the first job,
//                      and again when it changed (`shopsite serve`)
//   {"page": {...}}    a page: render(route, {shell, page})
//   {"end": true}      the job is over
//
// and answers each message in order on stdout, after saying it runs:
//
//   {"hello": true}          before anything else
//   {"ready": true}          the job: the bundle is loaded
//   {"html": <bytes>}\n<the HTML, that many bytes of UTF-8>
//   {"error": "<where and why, with the stack>"}
//   {"end": true}
//
// An error answers the one message that failed; the process goes on. It
// exits when stdin closes. It reads a chunk of stdin only when the pages of
// the last one are rendered and stdout has taken them, so it never holds
// more than a chunk of pages however many the build sends.
import vm from "node:vm";

let server = null;
let shell = null;

// The first thing: the build waits for it to know node started.
process.stdout.write(`${JSON.stringify({ hello: true })}\n`);

/** Runs the server bundle, as QuickJS does inside the CLI, and takes its render(). */
function load({ name, source }) {
  server = null;
  globalThis.shopsiteServer = undefined;
  vm.runInThisContext(source, { filename: name });
  if (typeof globalThis.shopsiteServer?.render !== "function") {
    throw new Error("it does not set globalThis.shopsiteServer.render");
  }
  server = globalThis.shopsiteServer;
}

// The answers not yet written, as bytes: each page's HTML is encoded once,
// and its length is the length of that.
const out = [];
function answer(message) {
  out.push(Buffer.from(`${JSON.stringify(message)}\n`));
}
function failed(step, error) {
  answer({ error: `${step} failed:\n${error?.stack ?? error}` });
}

async function handle(line) {
  let message;
  try {
    message = JSON.parse(line);
  } catch (error) {
    failed("reading a job", error);
    return;
  }
  if (message.job !== undefined) {
    shell = message.job.shell;
    const script = message.job.script;
    try {
      if (script) load(script);
      if (server === null) throw new Error("no bundle is loaded");
      answer({ ready: true });
    } catch (error) {
      failed(`loading ${script?.name ?? "the server bundle"}`, error);
    }
  } else if (message.page !== undefined) {
    const route = message.page?.route;
    try {
      if (server === null) throw new Error("no bundle is loaded");
      const html = server.render(route, { shell, page: message.page });
      if (typeof html !== "string" || html.length === 0) {
        throw new Error("render returned no HTML");
      }
      const bytes = Buffer.from(html);
      out.push(Buffer.from(`{"html":${bytes.length}}\n`), bytes);
    } catch (error) {
      failed(`rendering the "${route}" page`, error);
    }
  } else if (message.end) {
    // What the job printed on stderr is all written before the end is
    // answered: the build stops a one-shot process as soon as it has it.
    await new Promise((resolve) => process.stderr.write("", resolve));
    answer({ end: true });
  } else {
    failed("reading a job", new Error(`an unknown message: ${line.slice(0, 80)}`));
  }
}

// Lines are cut from the bytes as they come, and each is decoded alone: a
// page's JSON is never copied into a longer string of those before it.
let pending = [];
let busy = Promise.resolve();
function linesOf(chunk) {
  const lines = [];
  let start = 0;
  for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
    const rest = chunk.subarray(start, end);
    lines.push(pending.length === 0 ? rest.toString() : Buffer.concat([...pending, rest]).toString());
    pending = [];
    start = end + 1;
  }
  // A copy: the stream may reuse the memory of a chunk it has handed over.
  if (start < chunk.length) pending.push(Buffer.from(chunk.subarray(start)));
  return lines;
}
function flush() {
  const bytes = Buffer.concat(out);
  out.length = 0;
  return bytes.length === 0 || process.stdout.write(bytes);
}
process.stdin.on("data", (chunk) => {
  const lines = linesOf(chunk);
  process.stdin.pause();
  busy = busy.then(async () => {
    for (const line of lines) {
      if (line.length > 0) await handle(line);
    }
    if (flush()) {
      process.stdin.resume();
    } else {
      process.stdout.once("drain", () => process.stdin.resume());
    }
  });
});
process.stdin.on("end", () => {
  busy = busy.then(async () => {
    if (pending.length > 0) await handle(Buffer.concat(pending).toString());
    flush();
  });
});
