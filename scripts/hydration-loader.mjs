// The inline script that starts a prerendered page's JavaScript (scripts/defer-hydration.mjs).
// Kept apart so its rules are unit-tested (hydration-loader.unit.test.ts).

/** What a visitor does that means they are about to use the page: the JavaScript starts then. */
export const WAKE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
]

/**
 * The visitor's language as the app will choose it (web/lib/language.ts `visitorLanguage`:
 * our page they came from, the remembered one, the browser's), in the small plain JavaScript
 * the page runs before any module; `?lang=` is not read here because any query string already
 * starts the JavaScript at load. The unit test checks it against `visitorLanguage`.
 */
export function visitorLanguageInline() {
  try {
    const from = new URL(document.referrer)
    if (from.origin === location.origin) {
      const p = from.pathname.replace(/\/+$/, '')
      if (/^\/(eng|test-en|privacy|lead-form(\/en)?)$/.test(p)) return 'en'
      if (/^(|\/pt|\/test-pt|\/privacidade|\/lead-form\/pt)$/.test(p)) return 'pt-BR'
    }
  } catch {}
  try {
    const kept = localStorage.getItem('quadra.language')
    if (kept === 'en' || kept === 'pt-BR') return kept
  } catch {}
  for (const raw of navigator.languages || []) {
    const tag = String(raw).toLowerCase()
    if (tag.indexOf('pt') === 0) return 'pt-BR'
    if (tag.indexOf('en') === 0) return 'en'
  }
  return 'pt-BR'
}

/**
 * A form marked `data-replay-submit` submitted before the page is interactive (a first tap on
 * its button) is held, not sent natively: the JavaScript starts and the form, once hydrated
 * (it then carries `data-ready`), submits it again from `window.__quadraPendingSubmit`.
 *
 * The page's JavaScript (its `text/x-deferred-module` scripts, made modules again, with the
 * module preloads the build had) starts on the visitor's first interaction — the prerendered
 * HTML is complete and its forms keep what is typed, so nothing waits for it. With
 * `wakeForContext` (the sign-in page) it starts at `load` when the HTML alone cannot be right:
 * a query string (a tab, a language, a refusal to show) or a visitor whose language is not the
 * page's.
 */
export function loaderScript({ preloads, wakeForContext }) {
  const atLoad = wakeForContext
    ? `if(location.search||(${visitorLanguageInline.toString()})()!==document.documentElement.lang){if(document.readyState==="complete")go();else addEventListener("load",go)}`
    : ''
  return `<script>(function(){var E=${JSON.stringify(WAKE_EVENTS)},P=${JSON.stringify(preloads)},o={capture:true,passive:true},done=false;function go(){if(done)return;done=true;E.forEach(function(e){removeEventListener(e,go,o)});P.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});document.querySelectorAll('script[type="text/x-deferred-module"]').forEach(function(s){var n=document.createElement("script");n.type="module";n.textContent=s.textContent;s.replaceWith(n)})}E.forEach(function(e){addEventListener(e,go,o)});addEventListener("submit",function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute("data-replay-submit")&&!f.hasAttribute("data-ready")){e.preventDefault();window.__quadraPendingSubmit=f;go()}},true);${atLoad}})()</script>`
}
