import { chromium } from '@playwright/test';
import { serveStaticPage } from './bench/static-page';
(async () => {
  const baseURL = 'http://127.0.0.1:3955';
  const st = await serveStaticPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const variants = (process.env.VARIANTS ?? 'static,orig,cv').split(',');
  const fig: Record<string, number[]> = {};
  const N = Number(process.env.N ?? 15);
  for (let i = 0; i < N; i++) {
    for (const variant of variants) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        const w = window as any;
        const check = () => { if (w.__seen === undefined && Array.from(document.querySelectorAll('button')).some((el) => el.textContent?.trim() === 'Start Free Trial' && el.getClientRects().length > 0)) { w.__seen = performance.now(); } };
        new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        document.addEventListener('DOMContentLoaded', check);
      });
      if (variant !== 'static') {
        await page.route(baseURL + '/', async (route) => {
          const r = await route.fetch();
          let body = await r.text();
          if (variant === 'cv') body = body.replace('</head>', '<style>.landing-section,.landing-cta,.landing-footer{content-visibility:auto;contain-intrinsic-size:auto 600px}</style></head>');
          if (variant === 'minicss') body = body.replace(/<style>([\s\S]*?)<\/style>/, (_m, css) => '<style>' + css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};:,])\s*/g, '$1') + '</style>');
          await route.fulfill({ response: r, body });
        });
      } else {
        await page.route(st.url, async (route) => { const r = await route.fetch(); await route.fulfill({ response: r, body: await r.text() }); });
      }
      await page.goto(variant === 'static' ? st.url : baseURL + '/', { waitUntil: 'load' });
      (fig[variant] ??= []).push(await page.evaluate(() => (window as any).__seen));
      await ctx.close();
    }
  }
  for (const [k, v] of Object.entries(fig)) { v.sort((a, b) => a - b); console.log(k.padEnd(8), 'median', v[Math.floor(v.length / 2)].toFixed(0), ' ', v.map((x) => x.toFixed(0)).join(' ')); }
  await browser.close(); await st.close();
})();
