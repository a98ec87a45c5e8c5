// Prerenders routes with the frontend's server bundle. Run by `shopsite` as
// `node --input-type=module -e <this file> <bundle> <staging> <data file>...`:
// reads each page's view data from <staging>/<data file> (data/home.json,
// data/products/page-2.json, …), calls the bundle's render(route, data) with
// the route the data names, and prints one JSON object {<data file>: html}.
// On failure it prints what failed and the error's stack, and exits with 1.
// A data file named `templates:<file>` holds a probe for the bundle's
// templates() instead, whose answer is given as its JSON text.
//
// With `--worker` instead of a staging folder it stays up for `shopsite
// serve`: each line on stdin is {"folder": <staging>, "files": [...]}, and
// each answer is one line, {"html": {...}} or {"error": "..."}. The bundle is imported again
// when it changes, so the preview follows frontend rebuilds.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const [bundle, staging, ...files] = process.argv.slice(1);
const TEMPLATES = "templates:";

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
  for (const file of names) {
    if (file.startsWith(TEMPLATES)) {
      const probe = file.slice(TEMPLATES.length);
      progress(`reading ${probe}`);
      const data = JSON.parse(await readFile(path.join(folder, probe), "utf8"));
      progress("rendering the catalogue's templates");
      if (typeof mod.templates !== "function") {
        throw new Error("it does not export a function templates(probe)");
      }
      html[file] = JSON.stringify(mod.templates(data));
      continue;
    }
    progress(`reading ${file}`);
    const data = JSON.parse(await readFile(path.join(folder, file), "utf8"));
    const route = data?.page?.route;
    // A catalogue page after the first names its file too.
    progress(`rendering the "${route}" page${file === `data/${route}.json` ? "" : ` (${file})`}`);
    html[file] = mod.render(route, data);
    if (typeof html[file] !== "string" || html[file].length === 0) {
      throw new Error("render returned no HTML");
    }
  }
  return html;
}

if (staging === "--worker") {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    let step = `loading ${bundle}`;
    try {
      const job = JSON.parse(line);
      const mod = await load();
      const html = await renderAll(mod, job.folder, job.files, (s) => (step = s));
      process.stdout.write(`${JSON.stringify({ html })}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ error: `${step} failed:\n${error?.stack ?? error}` })}\n`);
    }
  }
} else {
  let step = `loading ${bundle}`;
  try {
    const mod = await load();
    const html = await renderAll(mod, staging, files, (s) => (step = s));
    process.stdout.write(JSON.stringify(html));
  } catch (error) {
    process.stderr.write(`${step} failed:\n${error?.stack ?? error}\n`);
    process.exit(1);
  }
}
