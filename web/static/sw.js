// punto-banco service worker: keeps every file of the static site in a cache named after
// the build, so the app opens and computes with no network after its first load.
// scripts/build-web writes the build's hash in place of @VERSION@; a new build is a new
// cache, fetched whole when the browser sees the new sw.js, and the old cache is dropped.
"use strict";

const CACHE = "punto-banco-@VERSION@";
const FILES = ["./", "index.html", "app.js", "style.css", "engine.wasm", "manifest.webmanifest",
  "icon-192.png", "icon-512.png", "i18n/en.json", "i18n/it.json", "i18n/fr.json", "i18n/ru.json"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("punto-banco-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Cache first: the site's files never change within a build. Anything else (nothing the
// page asks for) goes to the network.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(event.request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(event.request)),
  );
});
