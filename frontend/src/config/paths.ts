/** Every public route, declared once. */
export const paths = {
  home: '/',
  events: '/events',
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  speakers: '/speakers',
  speaker: (id: string) => `/speakers/${encodeURIComponent(id)}`,
  sponsors: '/sponsors',
  submitEvent: '/submit-event',
  speakerSphere: '/speakersphere',
  welcome: '/welcome',
  myPlan: '/my-plan',
  /** An organiser's own events, once their link signed them in. */
  organiser: '/organiser',
  /** The link in an organiser's mail ({site origin}/organiser/{token}). */
  organiserLink: (token: string) => `/organiser/${encodeURIComponent(token)}`,
  admin: '/admin',
  /** The link in an invitation mail (issue 20's contract: {site origin}/admin/invitation/{token}). */
  adminInvitation: (token: string) => `/admin/invitation/${encodeURIComponent(token)}`,
  /** The link in a password-reset mail ({site origin}/admin/reset-password/{token}). */
  adminResetPassword: (token: string) => `/admin/reset-password/${encodeURIComponent(token)}`,
  adminForgotPassword: '/admin/forgot-password',
  adminChangePassword: '/admin/password',
  adminAccounts: '/admin/accounts',
  adminSentMail: '/admin/sent-mail',
} as const;
