// Prerenders routes with the frontend's server bundle. Run by `shopsite` as
// `node --input-type=module -e <this file> <bundle> <staging> <route>...`:
// reads each route's view data from <staging>/data/<route>.json, calls the
// bundle's render(route, data), and prints one JSON object {route: html}.
// On failure it prints what failed and the error's stack, and exits with 1.
//
// With `--worker` instead of a staging folder it stays up for `shopsite
// serve`: each line on stdin names a staging folder, and each answer is one
// line, {"html": {...}} or {"error": "..."}. The bundle is imported again
// when it changes, so the preview follows frontend rebuilds.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const [bundle, staging, ...routes] = process.argv.slice(1);

async function load() {
  const { mtimeMs } = await stat(bundle);
  const url = `${pathToFileURL(path.resolve(bundle)).href}?v=${mtimeMs}`;
  const mod = await import(url);
  if (typeof mod.render !== "function") {
    throw new Error("it does not export a function render(route, data)");
  }
  return mod;
}

async function renderAll(mod, folder, names, progress) {
  const html = {};
  for (const route of names) {
    progress(`rendering the "${route}" page`);
    const data = JSON.parse(await readFile(path.join(folder, "data", `${route}.json`), "utf8"));
    html[route] = mod.render(route, data);
    if (typeof html[route] !== "string" || html[route].length === 0) {
      throw new Error("render returned no HTML");
    }
  }
  return html;
}

if (staging === "--worker") {
  const lines = createInterface({ input: process.stdin });
  for await (const folder of lines) {
    let step = `loading ${bundle}`;
    try {
      const mod = await load();
      const html = await renderAll(mod, folder, routes, (s) => (step = s));
      process.stdout.write(`${JSON.stringify({ html })}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ error: `${step} failed:\n${error?.stack ?? error}` })}\n`);
    }
  }
} else {
  let step = `loading ${bundle}`;
  try {
    const mod = await load();
    const html = await renderAll(mod, staging, routes, (s) => (step = s));
    process.stdout.write(JSON.stringify(html));
  } catch (error) {
    process.stderr.write(`${step} failed:\n${error?.stack ?? error}\n`);
    process.exit(1);
  }
}
