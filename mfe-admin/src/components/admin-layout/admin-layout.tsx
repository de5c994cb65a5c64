import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_NAV } from './admin-nav';
import './admin-layout.css';

function currentSection(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_NAV.find((item) => (item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)));
}

/**
 * Sidebar + top bar around every admin page (spec section 2). On a phone the sidebar folds into a
 * "Sections" button that opens the full list (a disclosure: Escape or a choice closes it).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const section = currentSection(pathname);

  // A chosen section closes the list (the link navigates; the new page is what the admin wants to see).
  useEffect(() => setOpen(false), [pathname]);

  // A tap or focus outside the open list closes it, as any menu does.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!sidebarRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="admin">
      <aside className="admin__sidebar" ref={sidebarRef} onKeyDown={onKeyDown}>
        <div className="admin__sidebar-head">
          <p className="admin__sidebar-title">Admin</p>
          <button
            ref={toggleRef}
            type="button"
            className="admin__menu-button"
            aria-expanded={open}
            aria-controls="admin-sections"
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span className="admin__menu-button-label">
              <span className="visually-hidden">Admin sections, current: </span>
              {section?.label ?? 'Sections'}
            </span>
          </button>
        </div>
        <nav id="admin-sections" aria-label="Admin" className={open ? 'admin__nav is-open' : 'admin__nav'}>
          {ADMIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="admin__nav-link" onClick={() => setOpen(false)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{item.label}</span>
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="admin__content">
        <div className="admin__topbar">
          {/* The spec's top-bar title, then where in the admin area this page is. */}
          <p className="admin__topbar-title">
            Dashboard
            {section && !section.end && (
              <>
                {' '}
                <span className="admin__topbar-separator" aria-hidden="true">
                  ›
                </span>{' '}
                <span className="admin__topbar-section">{section.label}</span>
              </>
            )}
          </p>
          <span className="admin__topbar-welcome">Welcome, Admin</span>
        </div>
        <div className="admin__page">{children}</div>
      </div>
    </div>
  );
}
