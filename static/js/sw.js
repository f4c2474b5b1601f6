/* Atout's service worker: the rule pages, « L'essentiel », the glossary and a score sheet, once
   read, open again without a network (a club's back room has none).

   - Pages (navigations): the network first, so that a reader online always gets the current
     page; a rule page, an « essentiel », the glossary, the home page or a score sheet
     (/carnet/<link>/, whose lines noted offline wait in the page's own queue,
     scorepad-offline.js) is kept as it arrives.
     Without a network, the kept copy is shown, or the offline page.
   - Style sheets, scripts and card drawings: their URLs change when their content does, so a
     kept copy is always right; they are served from the cache first.
   - A page asks the worker to keep what it needs ("keep" message): itself and its files, which
     loaded before the worker was in charge on the first visit.
   Anything else (answers, trainer pages, forms) goes to the network untouched. */
"use strict";

const PAGES = "atout-pages-v1";
const FILES = "atout-files-v1";
const KEPT_PAGE =
  /^\/(|glossaire\/|hors-ligne\/|regles\/[a-z0-9-]+\/(essentiel\/)?|carnet\/[A-Za-z0-9_-]{20}([A-Za-z0-9_-]{12})?\/)$/;
const FILE = /^\/(static\/|cartes\/)/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add("/hors-ligne/")).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== PAGES && n !== FILES).map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

async function keep(urls) {
  const pages = await caches.open(PAGES);
  const files = await caches.open(FILES);
  await Promise.all(urls.map(async (raw) => {
    const url = new URL(raw, self.location.origin);
    if (!sameOrigin(url)) return;
    if (KEPT_PAGE.test(url.pathname)) {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await pages.put(url.pathname, response);
    } else if (FILE.test(url.pathname) && !(await files.match(url))) {
      const response = await fetch(url);
      if (response.ok) await files.put(url, response);
    }
  }));
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep" || !Array.isArray(data.urls)) return;
  const reply = (kept) => event.ports[0] && event.ports[0].postMessage({ kept });
  event.waitUntil(keep(data.urls.slice(0, 40)).then(() => reply(true), () => reply(false)));
});

async function page(request) {
  const url = new URL(request.url);
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && KEPT_PAGE.test(url.pathname)) {
      await cache.put(url.pathname, response.clone());
    }
    return response;
  } catch (error) {
    return (await cache.match(url.pathname)) || (await cache.match("/hors-ligne/")) || Response.error();
  }
}

async function file(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !sameOrigin(url) || request.headers.get("HX-Request")) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (FILE.test(url.pathname)) {
    event.respondWith(file(request));
  }
});
