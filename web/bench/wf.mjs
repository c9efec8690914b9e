// throwaway: waterfall of a warm reload on the slow profile
import { BASE_URL, emulate, ensureStack, launch, newContext, PROFILES, signIn } from './stack.mjs';
const pagePath = process.argv[2] ?? '/classes';
const stop = await ensureStack();
const browser = await launch();
const context = await newContext(browser);
await signIn(context, process.argv[3] ?? 'teacher1@academy.test', '/dashboard');
const page = await context.newPage();
await emulate(context, page, PROFILES.slow);
await page.goto(`${BASE_URL}${pagePath}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const reqs = [];
page.on('request', (r) => reqs.push({ r, s: Date.now() }));
page.on('requestfinished', (r) => { const e = reqs.find((x) => x.r === r); if (e) e.e = Date.now(); });
const cdp2 = await context.newCDPSession(page);
await cdp2.send('Profiler.enable');
await cdp2.send('Profiler.setSamplingInterval',{interval:200});
await cdp2.send('Profiler.start');
const t0 = Date.now();
await page.reload();
await page.waitForSelector(process.argv[4] ?? 'tbody tr.ant-table-row', { timeout: 30000 });
const t1 = Date.now();
const { profile } = await cdp2.send('Profiler.stop');
const self = new Map(); const byId = new Map(profile.nodes.map((n)=>[n.id,n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id,i)=>counts.set(id,(counts.get(id)??0)+(dt[i]??0)));
for (const [id,us] of counts){const n=byId.get(id);const f=n.callFrame;const k=(f.url.split('/').pop()||'(native)')+' '+(f.functionName||'(anon)');self.set(k,(self.get(k)??0)+us);}
const byFile=new Map();for(const [k,us] of self){const f=k.split(' ')[0];byFile.set(f,(byFile.get(f)??0)+us);}
const wins=new Map();let t=profile.startTime;profile.samples.forEach((id,i)=>{t+=dt[i]??0;const n=byId.get(id);const f=n.callFrame;const k=(f.url.split('/').pop()||'(native)')+' '+(f.functionName||'(anon)');if(k.includes('idle'))return;const w=Math.floor((t-profile.startTime)/100000);const m=wins.get(w)??new Map();m.set(k,(m.get(k)??0)+(dt[i]??0));wins.set(w,m);});
for(const [w,m] of [...wins].sort((a,b)=>a[0]-b[0])){const tot=[...m.values()].reduce((a,b)=>a+b,0);console.log('WIN',w*100,(tot/1000).toFixed(0),[...m].sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,u])=>k+':'+(u/1000).toFixed(0)).join(' | '));}
console.log('TOP FILES');[...byFile].sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,us])=>console.log((us/1000).toFixed(0).padStart(6),k));
console.log('TOP FNS');[...self].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,us])=>console.log((us/1000).toFixed(0).padStart(6),k));
await page.waitForTimeout(1000);
for (const { r, s, e } of reqs) {
  const u = new URL(r.url());
  let what = `${r.method()} ${u.host}${u.pathname}`;
  if (u.pathname === '/graphql' && r.postData()) what += ' ' + (JSON.parse(r.postData()).operationName ?? '');
  const resp = await r.response().catch(() => null);
  console.log(String(s - t0).padStart(6), String((e ?? 0) - t0).padStart(6), resp?.status() ?? '-', resp?.fromServiceWorker?.() ? 'sw' : '', what);
}
console.log('content at', t1 - t0);
await browser.close();
await stop?.();
