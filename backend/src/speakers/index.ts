// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { ForSpeaker } from './commands';
export { SpeakersModule } from './speakers.module';
export { SpeakersQueries } from './speakers.queries';
