import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useAdminRole } from '../api/session';
import { ADMIN_NAV_ENTRIES } from './admin-nav';
import { mayOpen } from './roles';

/**
 * The admin navigation on every admin screen: a column of links beside the screen from the large
 * breakpoint up (thirteen and more entries do not fit a row at 1024 or 1280 px, and a row that
 * wraps moves every link as the window changes), and on phones and tablets a button named
 * 'Admin menu' that opens the same links and closes on the next route or Escape. Entries a role
 * may not open are not offered (the server refuses them anyway).
 */
export function AdminNav() {
  const role = useAdminRole();
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const entries = ADMIN_NAV_ENTRIES.filter((entry) => !entry.area || (role !== null && mayOpen(role, entry.area)));

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (keyboardEvent: KeyboardEvent) => {
      if (keyboardEvent.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = (layout: 'column' | 'menu') =>
    entries.map(({ to, label, icon: Icon, end }) => (
      <li key={to}>
        <NavLink
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2 rounded-md text-sm font-medium transition-colors',
              layout === 'column' ? 'min-h-9 px-2.5 py-1.5' : 'min-h-11 px-3 py-2',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
            )
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {label}
        </NavLink>
      </li>
    ));

  return (
    <nav
      aria-label="Admin"
      className="border-b border-slate-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:px-3 lg:py-6">
        <ul className="hidden flex-col gap-0.5 lg:flex">{links('column')}</ul>
        <div className="lg:hidden">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            className="my-1.5 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-brand-900 hover:bg-slate-100"
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            Admin menu
          </button>
          <ul id={menuId} hidden={!menuOpen} className="grid gap-1 pb-3 sm:grid-cols-2">
            {links('menu')}
          </ul>
        </div>
      </div>
    </nav>
  );
}
