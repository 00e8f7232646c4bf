import { SpeakerCommandHandler } from './speaker-commands';

export { ForSpeaker, type SpeakerBusCommand } from './speaker-commands';

export const speakerCommandHandlers = [SpeakerCommandHandler];
