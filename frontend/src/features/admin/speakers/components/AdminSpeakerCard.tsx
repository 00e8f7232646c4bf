import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff, FileText, FileWarning, FileX, Pencil, Star, Trash2 } from 'lucide-react';
import { disclosureMissing, isSetSocialLink, type Speaker, type SpeakerFlag } from '@dental/contracts';
import { SocialIcon, socialNetworkLabel } from '../../../../components/SocialIcon';
import { cn } from '../../../../lib/cn';
import { SpeakerAvatar } from '../../../speakers/components/SpeakerAvatar';
import { TrashSpeakerDialog } from './TrashSpeakerDialog';

/** Icon and a short visible word: a phone has no hover for a tooltip. The full name (aria-label) says whose it is. */
const iconButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg border px-2.5 text-xs font-semibold transition-colors disabled:opacity-50';

export function AdminSpeakerCard({
  speaker,
  onToggle,
  busy,
}: {
  speaker: Speaker;
  onToggle: (speaker: Speaker, flag: SpeakerFlag) => void;
  busy: boolean;
}) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const links = Object.entries(speaker.socialLinks ?? {}).filter(([, url]) => isSetSocialLink(url));
  const headingId = `admin-speaker-${speaker.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <SpeakerAvatar
          name={speaker.name}
          image={speaker.image}
          className="size-14 shrink-0 rounded-full"
          textClassName="text-base"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex items-center gap-1 font-semibold text-slate-900">
            <span className="truncate">{speaker.name}</span>
            {speaker.isFeatured && (
              <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Featured" />
            )}
          </h3>
          <p className="truncate text-sm text-slate-600">
            {[speaker.credentials, speaker.profession].filter(Boolean).join(' · ')}
          </p>
          {disclosureMissing(speaker) && (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <FileWarning className="size-3.5 shrink-0" aria-hidden="true" />
              Disclosure missing
            </p>
          )}
          {links.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1 text-slate-500" aria-label="Social links set">
              {links.map(([network]) => (
                <li key={network} title={socialNetworkLabel(network)}>
                  <SocialIcon network={network} className="size-3.5" />
                  <span className="sr-only">{socialNetworkLabel(network)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-1.5 border-t border-slate-100 pt-3">
        <Link
          to={`/admin/speakers/edit/${encodeURIComponent(speaker.id)}`}
          className={cn(iconButton, 'border-slate-200 text-brand-700 hover:bg-brand-50')}
          title="Edit speaker"
          aria-label={`Edit ${speaker.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Link>
        <button
          type="button"
          onClick={() => setDeleteOpen(true)}
          className={cn(iconButton, 'border-slate-200 text-red-700 hover:bg-red-50')}
          title="Delete speaker (to the trash)"
          aria-label={`Delete ${speaker.name}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onToggle(speaker, 'socialVisible')}
          aria-pressed={speaker.socialVisible}
          className={cn(
            iconButton,
            speaker.socialVisible
              ? 'border-brand-200 bg-brand-50 text-brand-700'
              : 'border-slate-200 text-slate-700 hover:bg-slate-50',
          )}
          title={
            speaker.socialVisible
              ? 'Social links visible: click to hide them'
              : 'Social links hidden: click to show them'
          }
          aria-label={`Social links of ${speaker.name} visible`}
        >
          {speaker.socialVisible ? (
            <Eye className="size-4" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4" aria-hidden="true" />
          )}
          Social
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onToggle(speaker, 'hideAbstract')}
          aria-pressed={!speaker.hideAbstract}
          className={cn(
            iconButton,
            !speaker.hideAbstract
              ? 'border-brand-200 bg-brand-50 text-brand-700'
              : 'border-slate-200 text-slate-700 hover:bg-slate-50',
          )}
          title={speaker.hideAbstract ? 'Abstract hidden: click to show it' : 'Abstract visible: click to hide it'}
          aria-label={`Abstract of ${speaker.name} visible`}
        >
          {speaker.hideAbstract ? (
            <FileX className="size-4" aria-hidden="true" />
          ) : (
            <FileText className="size-4" aria-hidden="true" />
          )}
          Abstract
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onToggle(speaker, 'isFeatured')}
          aria-pressed={speaker.isFeatured}
          className={cn(
            iconButton,
            speaker.isFeatured
              ? 'border-amber-300 bg-amber-50 text-amber-800'
              : 'border-slate-200 text-slate-700 hover:bg-slate-50',
          )}
          title={
            speaker.isFeatured
              ? 'Featured on the home page: click to unfeature'
              : 'Not featured: click to feature on the home page'
          }
          aria-label={`Feature ${speaker.name}`}
        >
          <Star className={cn('size-4', speaker.isFeatured && 'fill-current')} aria-hidden="true" />
          {/* The same word pressed or not (the star and the pressed state tell which), so it stays part of the button's name. */}
          Feature
        </button>
      </div>
      <TrashSpeakerDialog speaker={speaker} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </article>
  );
}
