/** The admin area's entry, loaded only when a path under /admin is opened. */
export default function AdminRoutes() {
  return <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">Admin</div>;
}
