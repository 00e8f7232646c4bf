// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { CeRequirementsModule } from './ce-requirements.module';
