// Loaded by `shopsite serve` into every HTML page it serves, with the build
// the page came from as `data-build`; never written into a build. Reloads
// the page once a new build is completely in place, and shows the content's
// errors over the page until they are fixed.
(() => {
  const built = document.currentScript.dataset.build;
  const source = new EventSource("/__shopsite/events");
  let box = null;
  const reload = () => location.reload();
  source.addEventListener("hello", (e) => {
    if (e.data !== built) reload();
  });
  source.addEventListener("reload", reload);
  source.addEventListener("problem", (e) => {
    if (!box) {
      box = document.createElement("div");
      box.setAttribute("role", "alert");
      box.id = "shopsite-problems";
      box.style.cssText =
        "position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(17,24,39,.96);" +
        "color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;padding:24px";
      const title = document.createElement("p");
      title.style.cssText = "font:700 18px/1.4 system-ui,sans-serif;margin:0 0 4px";
      title.textContent = "The content has errors";
      const note = document.createElement("p");
      note.style.cssText = "font:14px/1.4 system-ui,sans-serif;margin:0 0 16px;color:#cbd5e1";
      note.textContent = "Fix them and save: this page reloads by itself. Until then the site keeps its last good build.";
      const pre = document.createElement("pre");
      pre.style.cssText = "white-space:pre-wrap;margin:0;color:#fecaca";
      box.append(title, note, pre);
      document.body.append(box);
    }
    box.querySelector("pre").textContent = JSON.parse(e.data);
  });
})();
