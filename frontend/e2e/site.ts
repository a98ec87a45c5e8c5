// Builds the site with the real `shopsite` binary and serves it with a plain
// static file server, the way a static host would: `/dir/` serves
// `dir/index.html`, and an unknown path gets `404.html` with status 404.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The CLI: `$SHOPSITE_BIN`, else the debug build `cargo test` made. */
function binary(): string {
  const bin = process.env.SHOPSITE_BIN ?? path.join(repo, "target/debug/shopsite");
  if (!existsSync(bin)) {
    execFileSync("cargo", ["build", "--quiet", "--locked", "-p", "shopsite"], {
      cwd: repo,
      stdio: "inherit",
    });
  }
  return bin;
}

/** Builds the shipped content, or `content`, into a fresh temporary folder. */
export function buildSite(baseUrl: string, content = path.join(repo, "content")): string {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "shopsite-e2e-")), "dist");
  execFileSync(
    binary(),
    ["build", "--content", content, "--frontend", "frontend/dist", "--out", out, "--base-url", baseUrl],
    { cwd: repo, stdio: ["ignore", "ignore", "inherit"] },
  );
  return out;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
};

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** Serves `root` under the URL path `prefix` (`/` or `/shop/`) on a free port. */
export async function serve(root: string, prefix: string): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file: string | undefined;
    if (url.pathname.startsWith(prefix)) {
      const rel = decodeURIComponent(url.pathname.slice(prefix.length));
      const candidate = path.join(root, rel);
      if (candidate.startsWith(root)) {
        if (existsSync(candidate) && statSync(candidate).isDirectory()) {
          const index = path.join(candidate, "index.html");
          if (url.pathname.endsWith("/") && existsSync(index)) file = index;
        } else if (existsSync(candidate)) {
          file = candidate;
        }
      }
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, "404.html");
    res.writeHead(status, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
