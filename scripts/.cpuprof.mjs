import fs from 'node:fs';
import { chromium } from 'playwright-core';
const [url, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const s = await ctx.newCDPSession(p);
await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await s.send('Profiler.enable'); await s.send('Profiler.setSamplingInterval', { interval: 200 });
await s.send('Profiler.start');
await s.send('Tracing.start', { categories: 'toplevel,devtools.timeline,v8.execute', transferMode: 'ReturnAsStream' });
await p.goto(url); await p.waitForTimeout(6000);
const { profile } = await s.send('Profiler.stop');
fs.writeFileSync(out + '.cpuprofile', JSON.stringify(profile));
const done = new Promise((r) => s.once('Tracing.tracingComplete', r));
await s.send('Tracing.end'); const { stream } = await done;
let data = ''; for (;;) { const c = await s.send('IO.read', { handle: stream }); data += c.data; if (c.eof) break; }
const events = JSON.parse(data).traceEvents ?? JSON.parse(data);
console.error('events', events.length, [...new Set(events.map(e=>e.name))].slice(0,30).join(','));
const rendererMain = new Set(events.filter(e=>e.name==='thread_name'&&e.args?.name==='CrRendererMain').map(e=>e.tid));
const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur > 40000 && (e.args?.src_func !== undefined || true) && rendererMain.has(e.tid)).sort((a, z) => a.ts - z.ts);
const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inner = events.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e.tid === t.tid && e.dur > 5000 && e.name !== 'RunTask').map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}:${Math.round(e.dur / 1000)}`);
  console.log(Math.round((t.ts - t0) / 1000), 'ms, dur', Math.round(t.dur / 1000), inner.slice(0, 8).join(' | '));
}
await b.close();
