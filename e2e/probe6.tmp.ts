import { chromium } from '@playwright/test';
import { serveStaticPage } from './bench/static-page';
(async () => {
  const baseURL = 'http://127.0.0.1:3955';
  const st = await serveStaticPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const variants = (process.env.VARIANTS ?? 'static,orig,cv').split(',');
  const acc: Record<string, Record<string, number[]>> = {};
  for (let i = 0; i < 7; i++) for (const variant of variants) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (variant !== 'static') await page.route(baseURL + '/', async (route) => {
      const r = await route.fetch(); let body = await r.text();
      if (variant === 'cv') body = body.replace('</head>', '<style>.landing-section,.landing-cta{content-visibility:auto;contain-intrinsic-size:auto 600px}</style></head>');
      if (variant === 'noscript') body = body.replace(/<script>[\s\S]*?<\/script>/, '');
      if (variant === 'nocss') body = body.replace(/<style>[\s\S]*?<\/style>/, '<style></style>');
      await route.fulfill({ response: r, body });
    }); else await page.route(st.url, async (route) => { const r = await route.fetch(); await route.fulfill({ response: r, body: await r.text() }); });
    await page.goto(variant === 'static' ? st.url : baseURL + '/', { waitUntil: 'load' });
    await page.waitForTimeout(200);
    const { metrics } = await cdp.send('Performance.getMetrics');
    for (const m of metrics) if (['LayoutDuration', 'RecalcStyleDuration', 'ScriptDuration', 'TaskDuration', 'LayoutCount', 'Nodes'].includes(m.name)) ((acc[variant] ??= {})[m.name] ??= []).push(m.value);
    await ctx.close();
  }
  for (const [v, ms] of Object.entries(acc)) console.log(v.padEnd(8), Object.entries(ms).map(([k, xs]) => { xs.sort((a, b) => a - b); const med = xs[3]; return `${k}=${k.endsWith('Duration') ? (med * 1000).toFixed(1) + 'ms' : med}`; }).join(' '));
  await browser.close(); await st.close();
})();
