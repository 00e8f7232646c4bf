import * as Dialog from '@radix-ui/react-dialog';
import { FileText, X } from 'lucide-react';
import type { Speaker } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { SpeakerAvatar } from './SpeakerAvatar';

type AbstractSpeaker = Pick<
  Speaker,
  'name' | 'profession' | 'specialty' | 'lectureTitle' | 'abstract' | 'objectives' | 'image'
> &
  Partial<Pick<Speaker, 'credentials' | 'disclosure'>>;

/**
 * The 'Abstract' button and its dialog: who speaks (with their credentials), the lecture, its
 * abstract and course objectives, and the speaker's disclosure, which CE standards want in front
 * of learners before the course. A disclosure not yet given shows nothing.
 */
export function AbstractDialog({ speaker, lectureTitle }: { speaker: AbstractSpeaker; lectureTitle?: string }) {
  const title = lectureTitle || speaker.lectureTitle;
  const objectives = (speaker.objectives ?? []).filter((objective) => objective.trim() !== '');
  const credentials = speaker.credentials?.trim();
  const disclosure = speaker.disclosure?.trim();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('secondary', 'sm')}>
        <FileText className="size-4" aria-hidden="true" />
        Abstract
        <span className="sr-only">{`of ${speaker.name}'s lecture`}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[80] flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none">
          <div className="flex items-start gap-4 border-b border-slate-200 p-6 pr-14">
            <SpeakerAvatar name={speaker.name} image={speaker.image} className="size-16 shrink-0 rounded-full" />
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold text-slate-900">{title || 'Lecture Abstract'}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                <span className="font-semibold text-brand-800">
                  {credentials ? `${speaker.name}, ${credentials}` : speaker.name}
                </span>
                {speaker.profession && <span>{`, ${speaker.profession}`}</span>}
              </Dialog.Description>
              {speaker.specialty && <p className="text-sm text-slate-600">{speaker.specialty}</p>}
            </div>
            <Dialog.Close
              className="absolute top-4 right-4 rounded-md p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-6">
            <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Abstract</h3>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{speaker.abstract}</p>
            {objectives.length > 0 && (
              <>
                <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Course Objectives</h3>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
                  {objectives.map((objective, index) => (
                    <li key={index}>{objective}</li>
                  ))}
                </ol>
              </>
            )}
            {disclosure && (
              <>
                <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Disclosure</h3>
                <p
                  className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700"
                  data-speaker-disclosure=""
                >
                  {disclosure}
                </p>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
