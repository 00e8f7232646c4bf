/** Shown for the moment a page's code is loading. */
export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
