import './styles/global.css';

/**
 * The page's entry (issue 16): a page the server drew paints from its own markup and styles,
 * and only then is the app's code asked for (with the drawn screen's chunks, named by the
 * server), so the network gives the first paint its bytes first. A page with nothing drawn yet
 * asks at once: the app is what paints it.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return new Promise((done) => requestAnimationFrame(() => done()));
  // The browser's own record of the first paint: no timer, so it cannot be held back by one.
  return new Promise((done) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

void afterFirstPaint().then(() => {
  for (const href of document.getElementById('pd-page')?.dataset.preload?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // React DOM is most of the code the app evaluates: it is evaluated in a task of its own, then
  // the app in the next, so that neither holds the page for long.
  return import('react-dom/client').then(nextTask).then(() => import('./main'));
});

/** Resolves in a new task (a message to itself: no timer, which a paused page clock would hold). */
function nextTask(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });
}
