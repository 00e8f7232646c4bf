export * from './entities';
export * from './domain-events';
export * from './http/api-error';
export * from './http/url';
export * from './http/event-requests';
export * from './http/site-settings';
export * from './http/submission-requests';
export * from './rules';
