import {
  BadgeCheck,
  BarChart3,
  CalendarDays,
  ClipboardList,
  FilePenLine,
  FileText,
  History,
  LayoutDashboard,
  Mail,
  Settings,
  Trash2,
  Trophy,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminArea } from './roles';

export interface AdminNavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to roles that may open it (roles.ts); absent: every admin. */
  area?: AdminArea;
  /** Active only on exactly this path (the dashboard), not on the paths under it. */
  end?: boolean;
}

/** The admin navigation, in the order it is shown; a new screen adds its line here. */
export const ADMIN_NAV_ENTRIES: AdminNavEntry[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/events', label: 'Events', icon: CalendarDays },
  { to: '/admin/speakers', label: 'Speakers', icon: Users },
  { to: '/admin/sponsors', label: 'Sponsors', icon: Trophy },
  { to: '/admin/submissions', label: 'Submissions', icon: ClipboardList },
  { to: '/admin/change-requests', label: 'Change requests', icon: FilePenLine },
  { to: '/admin/ce-requirements', label: 'Renewal requirements', icon: BadgeCheck },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/content', label: 'Content', icon: FileText },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/trash', label: 'Trash', icon: Trash2 },
  { to: '/admin/audit', label: 'Audit Log', icon: History },
  { to: '/admin/accounts', label: 'Accounts', icon: UserCog, area: 'accounts' },
  { to: '/admin/sent-mail', label: 'Sent Mail', icon: Mail, area: 'sent-mail' },
];
