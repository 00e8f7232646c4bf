import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'onDark' | 'outlineOnDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-700',
  accent: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 disabled:bg-slate-300 disabled:text-slate-700',
  secondary:
    'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-slate-500',
  onDark: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  outlineOnDark: 'border border-white/70 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Classes for anything that looks like a button: <button>, router <Link> or an external <a>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}
