/**
 * The demo data set loaded on first start with an empty store. Everything here is fictional:
 * people, companies and venues are invented and every web address uses a reserved example domain
 * (social links point at made-up handles).
 */
export { demoEvents } from './events';
export { demoSpeakers } from './speakers';
export { demoSponsors, demoTierNames } from './sponsors';
export { demoSubmissions } from './submissions';
