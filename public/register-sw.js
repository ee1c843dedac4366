// Registers the site's service worker (sw.js beside this file, at the site's base; src/lib/offline.mjs),
// which keeps the whole site for offline use. A file, not an inline script (the CSP), fetched as a
// module (deferred: it never holds up the page) and run once the page has loaded and the browser is
// idle; the download of the site happens in the worker, off the page's thread. Not in an embed
// framed by another site's page: a student reading one widget there should not download the site.
if ('serviceWorker' in navigator && window.self === window.top) {
  const register = () =>
    // Refused (private browsing, a browser that blocks workers): the site works as it did without.
    navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch(() => {});
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(register) : setTimeout(register));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
