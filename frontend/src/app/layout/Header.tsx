import { useEffect, useId, useState } from 'react';
import { paths } from '../../config/paths';
import { Link, NavLink, useLocation } from 'react-router';
import { ExternalLink as ExternalIcon, GraduationCap, Menu, ShieldCheck, X, type LucideIcon } from 'lucide-react';
import { isHttpUrl } from '@dental/contracts';
import { buttonClass } from '../../components/ui/button';
import { ExternalLink } from '../../components/ExternalLink';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings';

/**
 * Main navigation; Home is active only on exactly '/', the others on their path and below.
 * A link with a `tabletIcon` shows as that icon alone at tablet widths (md), where the site name
 * needs the room for its two lines; it is written out in the phone menu, from lg up and in the footer.
 */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: string; end: boolean; tabletIcon?: LucideIcon }> = [
  { to: '/', label: 'Home', end: true },
  { to: '/events', label: 'Events', end: false },
  { to: '/speakers', label: 'Speakers', end: false },
  { to: '/sponsors', label: 'Sponsors', end: false },
  // The visitor's CE plan, kept in this browser (features/my-plan).
  { to: paths.myPlan, label: 'My Plan', end: false, tabletIcon: GraduationCap },
];

const ADMIN_LINK_LABEL = 'Admin area';

export function Header() {
  const { data: settings } = useSiteSettings();
  const { pathname } = useLocation();
  // The phone menu is open on the page it was opened on: any move to another route closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (keyboardEvent: KeyboardEvent) => {
      if (keyboardEvent.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const speakerSphereUrl = settings && isHttpUrl(settings.speakerSphereUrl) ? settings.speakerSphereUrl : null;

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-4 lg:px-8"
      >
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md text-brand-900"
          aria-label={settings ? undefined : 'Home'}
        >
          <img src="/assets/brand/logo.svg" alt="" width="40" height="40" className="size-10 shrink-0" />
          {settings ? (
            // A point smaller below 360 px, so that at 320 (a desktop window zoomed to 400 %) the
            // name still fits its two lines beside the buttons.
            <span className="line-clamp-2 text-[15px] leading-tight font-bold tracking-tight min-[360px]:text-base sm:text-lg md:text-[15px] lg:text-lg">
              {settings.siteName}
            </span>
          ) : (
            <Skeleton className="h-5 w-40" />
          )}
        </Link>

        {/* Links sit closer together at tablet widths (md) so the site name keeps room for its two lines. */}
        <div className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map(({ tabletIcon: TabletIcon, ...item }) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-1 py-2 text-sm font-medium transition-colors lg:px-3',
                      TabletIcon && 'hidden lg:inline',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
                    )
                  }
                >
                  {item.label}
                </NavLink>
                {TabletIcon && (
                  <NavLink
                    to={item.to}
                    end={item.end}
                    aria-label={item.label}
                    title={item.label}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex size-9 items-center justify-center rounded-md transition-colors lg:hidden',
                        isActive
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-slate-600 hover:bg-slate-100 hover:text-brand-800',
                      )
                    }
                  >
                    <TabletIcon className="size-5" aria-hidden="true" />
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {/* Narrower at tablet widths, for the same reason; it still says it opens a new tab. */}
          <SpeakerSphereButton
            url={speakerSphereUrl}
            className="ml-1 px-3 lg:ml-2 lg:px-4"
            iconClassName="hidden lg:block"
          />
          <AdminLink />
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <AdminLink />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="space-y-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-base font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <SpeakerSphereButton url={speakerSphereUrl} className="w-full" />
          </li>
        </ul>
      </div>
    </header>
  );
}

function SpeakerSphereButton({
  url,
  className,
  iconClassName,
}: {
  url: string | null;
  className?: string;
  iconClassName?: string;
}) {
  if (!url) return <Skeleton className={cn('h-9 w-36', className)} />;
  return (
    <ExternalLink href={url} className={buttonClass('accent', 'md', className)}>
      SpeakerSphere
      <ExternalIcon className={cn('size-4', iconClassName)} aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </ExternalLink>
  );
}

function AdminLink() {
  return (
    <Link
      to="/admin"
      aria-label={ADMIN_LINK_LABEL}
      title={ADMIN_LINK_LABEL}
      className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
    >
      <ShieldCheck className="size-5" aria-hidden="true" />
    </Link>
  );
}
