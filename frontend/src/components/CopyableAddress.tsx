import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { Copy } from 'lucide-react';
import { buttonClass } from './ui/button';

/** How long 'Copied' stays under the field. */
const STATUS_MS = 4000;

interface CopyableAddressProps {
  label: string;
  value: string;
  /** The button's text: 'Copy address', 'Copy link'. */
  copyLabel: string;
  /** What the address is for, read out with the field. */
  describedBy?: string;
  /** Extra attributes for the field (a test hook). */
  fieldProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/**
 * An address in a read-only field with a copy button. Where the clipboard is unavailable (an
 * http page, a refused permission, an older browser) the field is selected for the visitor to copy
 * by hand, and the status line says so; the status is announced politely.
 */
export function CopyableAddress({ label, value, copyLabel, describedBy, fieldProps }: CopyableAddressProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('Copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus('Selected: press Ctrl+C (⌘C on a Mac) to copy it');
    }
  };

  return (
    <div>
      <label htmlFor={fieldId} className="block font-medium text-slate-700">
        {label}
      </label>
      {/* Stacked at every width: the control sits in narrow places (a panel in the results header). */}
      <div className="mt-1 flex flex-col items-start gap-2">
        <input
          {...fieldProps}
          ref={field}
          id={fieldId}
          type="url"
          readOnly
          value={value}
          aria-describedby={describedBy}
          onFocus={(focusEvent) => focusEvent.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
        />
        <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'md', 'shrink-0')}>
          <Copy className="size-4" aria-hidden="true" />
          {copyLabel}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-slate-700">
        {status}
      </p>
    </div>
  );
}
