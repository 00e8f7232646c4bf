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
  admin: '/admin',
} as const;
