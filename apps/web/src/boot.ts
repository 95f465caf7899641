import './styles/global.css';

/**
 * The page's entry (issue 16): a page the server drew paints from its own markup and styles,
 * and only then is the app's code asked for (with the drawn screens' chunks, named by the server),
 * so the network gives the first paint its bytes first. A page the browser draws waits the same
 * one frame (or 100 ms in a tab that does not paint).
 */
const afterFirstPaint = () =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        done();
      }),
    );
  });

void afterFirstPaint().then(() => {
  for (const href of document.getElementById('pd-page')?.dataset.preload?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import('./main');
});
