(() => {
  const islands = JSON.parse(document.getElementById("islands").textContent);
  const types = ["click", "input", "change"];
  const events = [];
  const onIsland = (event) => event.target instanceof Element && event.target.closest("[data-island]");
  const record = (event) => {
    if (onIsland(event)) {
      const { type, target } = event;
      events.push({ type, target, value: String(target.value ?? ""), checked: target.checked === true });
    }
  };
  for (const type of types) document.addEventListener(type, record, true);
  window.shopsiteEarly = {
    events,
    stop: () => types.forEach((type) => document.removeEventListener(type, record, true)),
  };

  let started = false;
  const wake = () => {
    if (started) return;
    started = true;
    for (const href of islands.imports) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    for (const src of islands.entries) import(src);
  };
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    document.addEventListener(type, (event) => onIsland(event) && wake(), { capture: true, passive: true });
  }
  addEventListener("load", () => {
    if ("requestIdleCallback" in window) requestIdleCallback(wake, { timeout: 2000 });
    else setTimeout(wake, 200);
  });
})();
