(() => {
  const line = document.querySelector("[data-open-now]");
  const data = document.getElementById("shop-hours");
  if (!line || !data) return;
  const { zone, week, special, words } = JSON.parse(data.textContent);
  const c = {};
  const n = "numeric";
  const f = { timeZone: zone, hourCycle: "h23", year: n, month: n, day: n, hour: n, minute: n };
  for (const p of new Intl.DateTimeFormat("en-GB", f).formatToParts(Date.now())) c[p.type] = +p.value;
  const now = c.hour * 60 + c.minute;
  const day = (i) => {
    const date = new Date(Date.UTC(c.year, c.month - 1, c.day + i));
    const iso = date.toISOString().slice(0, 10);
    const weekday = (date.getUTCDay() + 6) % 7;
    const s = special.find((x) => x.from <= iso && iso <= x.to);
    return { iso, weekday, hours: s ? s.hours : week[weekday], holiday: s && !s.hours.length };
  };
  const today = day(0);
  const open =
    today.hours.find(([o, e]) => o <= now && (e <= o || now < e)) ||
    day(-1).hours.find(([o, e]) => e <= o && now < e);
  const fill = (text, time, name) => text.replace("{time}", () => time).replace("{day}", () => name);
  const said = open ? [words.open, fill(words.closes, open[3])] : [today.holiday ? words.closed_today : words.closed];
  for (let i = 0; !open && i < 15; i++) {
    const d = day(i);
    const o = d.hours.find(([o]) => i || o > now);
    if (o) {
      said.push(fill(i ? (i > 1 ? words.opens_on : words.opens_tomorrow) : words.opens_today, o[2], words.days[d.weekday]));
      break;
    }
  }
  const state = document.createElement("strong");
  state.textContent = said[0];
  line.replaceChildren(state, ...said.slice(1).map((text) => ` · ${text}`));
  line.dataset.openNow = open ? "open" : "closed";
  const last = day(13).iso;
  let shown = 0;
  for (const li of document.querySelectorAll("[data-from]")) {
    li.hidden = li.dataset.to < today.iso || li.dataset.from > last;
    if (!li.hidden) shown++;
  }
  const list = document.querySelector("[data-special-days]");
  if (list) list.hidden = !shown;
})();
