// Prerenders routes with the frontend's server bundle. Run by `shopsite build`
// as `node --input-type=module -e <this file> <bundle> <staging> <route>...`.
// Reads each route's view data from <staging>/data/<route>.json, calls the
// bundle's render(route, data), and prints one JSON object {route: html}.
// On failure it prints what failed and the error's stack, and exits with 1.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [bundle, staging, ...routes] = process.argv.slice(1);
let step = `loading ${bundle}`;
try {
  const mod = await import(pathToFileURL(path.resolve(bundle)).href);
  if (typeof mod.render !== "function") {
    throw new Error("it does not export a function render(route, data)");
  }
  const html = {};
  for (const route of routes) {
    step = `rendering the "${route}" page`;
    const data = JSON.parse(await readFile(path.join(staging, "data", `${route}.json`), "utf8"));
    html[route] = mod.render(route, data);
    if (typeof html[route] !== "string" || html[route].length === 0) {
      throw new Error("render returned no HTML");
    }
  }
  process.stdout.write(JSON.stringify(html));
} catch (error) {
  process.stderr.write(`${step} failed:\n${error?.stack ?? error}\n`);
  process.exit(1);
}
