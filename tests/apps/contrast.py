"""WCAG 2.1 AA text contrast, measured in the browser on what is actually drawn.

``CONTRAST_JS`` walks every visible element under a root that holds text of its own,
takes its computed colour and the first opaque background behind it (ancestors, with
alpha blended), and returns those below AA: 4.5:1 for normal text, 3:1 for large text
(24 px, or 18.66 px bold). Disabled controls are measured too (WCAG exempts them; the
tutor keeps them readable). SVG diagrams are skipped (their colours are fixed fills with
dark text on light boxes, checked separately).
"""

from __future__ import annotations

CONTRAST_JS = r"""
(root) => {
  // computed colours come as rgb()/rgba(), or as color(srgb r g b / a) for color-mix()
  const parse = (c) => {
    let m = c.match(/rgba?\(([^)]+)\)/);
    if (m) {
      const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
      return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
    }
    m = c.match(/color\(srgb ([^)]+)\)/);
    if (m) {
      const p = m[1].split(/[ \/]+/).filter(Boolean).map(Number);
      return {r: p[0] * 255, g: p[1] * 255, b: p[2] * 255, a: p.length > 3 ? p[3] : 1};
    }
    return null;
  };
  const blend = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1});
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
    }
    let bg = {r: 255, g: 255, b: 255, a: 1};
    for (let i = layers.length - 1; i >= 0; i--) bg = blend(layers[i], bg);
    return bg;
  };
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const bad = [];
  let checked = 0;
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg')) continue;  // disabled controls are checked too: their text stays readable
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.display === 'none') continue;
    if (parseFloat(cs.opacity) < 0.5) continue;
    const fg = parse(cs.color);
    if (!fg) { bad.push({text: el.textContent.trim().slice(0, 40), cls: 'unreadable colour', ratio: 0, need: 0,
                         color: cs.color, bg: ''}); continue; }
    const bg = background(el);
    const color = fg.a < 1 ? blend(fg, bg) : fg;
    const size = parseFloat(cs.fontSize);
    const large = size >= 24 || (size >= 18.66 && parseInt(cs.fontWeight) >= 700);
    const need = large ? 3 : 4.5;
    const got = ratio(color, bg);
    checked++;
    if (got < need) {
      const cls = typeof el.className === 'string' ? el.className : '';
      const under = `rgb(${Math.round(bg.r)}, ${Math.round(bg.g)}, ${Math.round(bg.b)})`;
      bad.push({text: el.textContent.trim().slice(0, 40), cls, ratio: Math.round(got * 100) / 100, need,
                color: cs.color, bg: under});
    }
  }
  return {checked, bad};
}
"""
