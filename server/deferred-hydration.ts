// Reading pages (topic guides, video pages) are served without their application script:
// the page is complete HTML, and most farmers only read it and follow links. The script
// (~110 KB gzip of React and React Router) loads only when the reader presses a button
// that needs it, which is then pressed again for them once the page is interactive.
// See docs/decisions/0002-deferred-hydration.md.

/** Pre-rendered paths served this way: the topic guides and the video pages. */
export const DEFERRED_HYDRATION_PATHS = /^\/(articles|videos)\/[^/]+$/

const MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+"\/?>/g
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/**
 * Runs in the browser before anything else: on the first press of a button (or other
 * control that needs script) it loads the deferred application module, waits for React to
 * hydrate (root.tsx marks <html data-hydrated>), then presses the same control again.
 * Meanwhile it marks images that cannot load (`data-broken`, drawn as a tinted box by app.css) so their
 * placeholder shows instead of a broken-image icon, as the Image component does once hydrated.
 */
export const BOOTSTRAP = `(()=>{const n=document.currentScript.nonce;let l=0;const b=i=>i.setAttribute('data-broken','');for(const i of document.images)if(i.complete&&!i.naturalWidth)b(i);addEventListener('error',e=>{if(e.target instanceof HTMLImageElement)b(e.target)},true);const h=e=>{const t=e.target.closest&&e.target.closest('button,[role=button],[data-needs-app]');if(!t)return;e.preventDefault();e.stopPropagation();if(l)return;l=1;document.documentElement.setAttribute('aria-busy','true');const d=document.getElementById('deferred-app'),s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=d.textContent;const o=new MutationObserver(()=>{if(document.documentElement.hasAttribute('data-hydrated')){o.disconnect();removeEventListener('click',h,true);document.documentElement.removeAttribute('aria-busy');t.click()}});o.observe(document.documentElement,{attributes:true});document.body.append(s)};addEventListener('click',h,true)})()`

/** Turns a pre-rendered page into one whose application script waits for the reader. */
export function deferHydration(html: string): string {
  const match = APP_MODULE_SCRIPT.exec(html)
  if (!match) return html
  const deferred = `<script type="text/plain" id="deferred-app">${match[1]}</script><script>${BOOTSTRAP}</script>`
  return withoutModulePreloads(html).replace(match[0], () => deferred)
}

/**
 * Content first: a pre-rendered page's module preloads (about 130 KB of script) would
 * compete with its stylesheet and images for a slow connection's bandwidth. Without them
 * the application script still loads, from the module script at the end of the page.
 * Measured with `npm run perf`: the home page's LCP 3.4 s → 2.5 s (see the README).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}
