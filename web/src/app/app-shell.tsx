import type { ReactNode } from 'react';
import { Link } from 'react-router';

type AppShellProps = { children: ReactNode; busy?: boolean };

export function AppShell({ children, busy = false }: AppShellProps) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {busy && <div className="page-progress" role="progressbar" aria-label="Loading page" />}
      <header className="site-header">
        <div className="container site-header-inner">
          <Link to="/" className="brand">
            <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" />
              <path d="M9 8h10l4 4v12H9z" fill="#fff" />
              <path d="M12 16h8M12 19.5h8M12 23h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span>Cover Letter Generator</span>
          </Link>
        </div>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">Open source and self-hosted: your resume stays on your server.</div>
      </footer>
    </div>
  );
}
