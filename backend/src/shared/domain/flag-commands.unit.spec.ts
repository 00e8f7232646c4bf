import { flagCommandTypes } from './flag-commands';

const commandTypes = {
  isHidden: ['Hide', 'Show'],
  socialVisible: ['ShowSocial', 'HideSocial'],
} as const;

describe('flagCommandTypes', () => {
  it('names the command for each flag and value, in the order given', () =>
    expect(flagCommandTypes(commandTypes, { socialVisible: false, isHidden: true })).toEqual(['HideSocial', 'Hide']));

  it('leaves a flag given as undefined alone', () =>
    expect(flagCommandTypes(commandTypes, { isHidden: undefined, socialVisible: true })).toEqual(['ShowSocial']));
});
