import { useEffect } from 'react';

const productName = 'Cover Letter Generator';

/** Names the page in the tab and for screen readers announcing the navigation. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${productName}` : productName;
  }, [pageTitle]);
}
