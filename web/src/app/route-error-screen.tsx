import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/load-chunk.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AppShell } from './app-shell.tsx';

function reloadPage() {
  window.location.reload();
}

/** docs/product.md#open-points-decided: a chunk that cannot be loaded means a new version was deployed; offer a reload, not a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useDocumentTitle(chunkFailed ? 'The app was updated' : 'Something went wrong');

  return (
    <AppShell>
      <div className="container narrow">
        <section className="card notice" role="alert" aria-labelledby="route-error-heading">
          <h1 id="route-error-heading">{chunkFailed ? 'The app was updated' : 'Something went wrong'}</h1>
          <p>
            {chunkFailed
              ? 'A new version of the app is available, or the connection dropped while loading this page. Reload to continue.'
              : 'This page could not be shown. Reload to try again.'}
          </p>
          <button type="button" className="button button-primary" onClick={reloadPage}>
            Reload
          </button>
        </section>
      </div>
    </AppShell>
  );
}
