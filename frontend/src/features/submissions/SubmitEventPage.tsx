import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Home, Mail, Phone } from 'lucide-react';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { telHref } from '../../lib/contact';
import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';
import { SubmissionForm } from './components/SubmissionForm';
import { EmailText } from '../../components/EmailText';

const NEXT_STEPS = [
  'Our team will review your submission within 2-3 business days.',
  "We'll contact you by email or phone to discuss the details and partnership opportunities.",
  'If approved, your event will be featured on our platform and promoted to dental professionals.',
  "We'll work with you to gather speaker information and build out your event pages.",
];

export default function SubmitEventPage() {
  usePageHead('Submit Your Event', { description: 'Submit your dental education event to be featured.' });
  const [submitted, setSubmitted] = useState(false);

  return (
    <>
      <PageHero
        title="Submit Your Event"
        subtitle="Share your dental conference, symposium or course with dental professionals across the US and Canada."
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        {submitted ? (
          <ThankYou />
        ) : (
          <>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10">
              <h2 id="submission-form-heading" className="text-2xl font-bold text-slate-900">
                Event Submission Form
              </h2>
              <p className="mt-1 mb-8 text-sm text-slate-600">
                Fields marked <span aria-hidden="true">*</span>
                <span className="sr-only">with an asterisk</span> are required.
              </p>
              <SubmissionForm
                onSubmitted={() => {
                  setSubmitted(true);
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
            <section aria-labelledby="next-steps-heading" className="mt-10 rounded-2xl bg-brand-50 p-6 md:p-8">
              <h2 id="next-steps-heading" className="text-xl font-bold text-brand-900">
                What Happens Next?
              </h2>
              <ol className="mt-4 space-y-3">
                {NEXT_STEPS.map((step, index) => (
                  <li key={step} className="flex gap-3 text-slate-700">
                    <span
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </>
  );
}

function ThankYou() {
  const { data: settings } = useSiteSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-teal-200 bg-white p-8 text-center shadow-sm md:p-12">
      <CheckCircle2 className="mx-auto size-16 text-teal-600" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        Thank You for Your Submission!
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        We've received your event. Our team will review it and contact you within 2-3 business days.
      </p>
      {settings && (
        <div className="mx-auto mt-6 max-w-md rounded-xl bg-slate-50 p-5 text-left text-sm">
          <p className="font-semibold text-slate-900">Questions in the meantime? Reach our support team:</p>
          <p className="mt-3">
            <a
              href={`mailto:${settings.contactEmail}`}
              className="inline-flex items-center gap-2 text-brand-700 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <EmailText email={settings.contactEmail} />
            </a>
          </p>
          <p className="mt-2">
            <a
              href={telHref(settings.contactPhone)}
              className="inline-flex items-center gap-2 text-brand-700 hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {settings.contactPhone}
            </a>
          </p>
        </div>
      )}
      <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-8')}>
        <Home className="size-5" aria-hidden="true" />
        Return to Home
      </Link>
    </div>
  );
}
