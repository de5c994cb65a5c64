import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_NAV } from './admin-nav';
import './admin-layout.css';

/** Sidebar + top bar around every admin page (spec section 2). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On narrow screens the sidebar is a scrolling strip; keep the current page's entry in view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('.active');
    if (nav && active && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = active.offsetLeft - nav.offsetLeft - 16;
    }
  }, [pathname]);

  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <p className="admin__sidebar-title">Admin</p>
        <nav aria-label="Admin" className="admin__nav" ref={navRef}>
          {ADMIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="admin__nav-link">
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
          <h1 className="admin__topbar-title">Dashboard</h1>
          <span className="admin__topbar-welcome">Welcome, Admin</span>
        </div>
        <div className="admin__page">{children}</div>
      </div>
    </div>
  );
}
