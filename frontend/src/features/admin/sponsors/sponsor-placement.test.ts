import { assignedMessage, movesFromAnotherEvent, placementText } from './sponsor-placement';

const titles = new Map([
  ['perio', 'Great Lakes Periodontal Symposium'],
  ['gulf', 'Gulf Coast Dental Forum'],
]);

describe('where a sponsor is shown', () => {
  it('names its tier and event, the global list, both, or nothing', () => {
    expect(placementText({ tier: 'gold', eventId: 'perio', isGlobalSponsor: false }, titles)).toBe(
      'Gold at Great Lakes Periodontal Symposium',
    );
    expect(placementText({ tier: 'silver', eventId: null, isGlobalSponsor: true }, titles)).toBe('Global');
    expect(placementText({ tier: 'platinum', eventId: 'gulf', isGlobalSponsor: true }, titles)).toBe(
      'Platinum at Gulf Coast Dental Forum · Global',
    );
    expect(placementText({ tier: 'silver', eventId: null, isGlobalSponsor: false }, titles)).toBeNull();
  });

  it('says so when its event is not in the list (trashed)', () => {
    expect(placementText({ tier: 'gold', eventId: 'gone', isGlobalSponsor: false }, titles)).toBe(
      'Gold at an event in the trash',
    );
  });

  it('moves only when it sits on another event', () => {
    expect(movesFromAnotherEvent({ tier: 'gold', eventId: 'perio', isGlobalSponsor: false }, 'gulf')).toBe(true);
    expect(movesFromAnotherEvent({ tier: 'gold', eventId: 'gulf', isGlobalSponsor: false }, 'gulf')).toBe(false);
    expect(movesFromAnotherEvent({ tier: 'gold', eventId: null, isGlobalSponsor: true }, 'gulf')).toBe(false);
  });
});

describe('the toast after assigning sponsors', () => {
  it("keeps the spec's sentence for sponsors that were on no event", () => {
    expect(
      assignedMessage(
        [
          { name: 'A', movedFrom: null },
          { name: 'B', movedFrom: null },
        ],
        'gold',
        'Gulf Coast Dental Forum',
        titles,
      ),
    ).toBe('2 sponsor(s) added to gold tier for Gulf Coast Dental Forum');
  });

  it('names both events for a sponsor it moved', () => {
    expect(
      assignedMessage([{ name: 'Periogen Biologics', movedFrom: 'perio' }], 'gold', 'Gulf Coast Dental Forum', titles),
    ).toBe('Moved Periogen Biologics from Great Lakes Periodontal Symposium to Gold at Gulf Coast Dental Forum.');
  });

  it('says both when some were added and some moved', () => {
    expect(
      assignedMessage(
        [
          { name: 'A', movedFrom: null },
          { name: 'Periogen Biologics', movedFrom: 'perio' },
        ],
        'silver',
        'Gulf Coast Dental Forum',
        titles,
      ),
    ).toBe(
      '1 sponsor(s) added to silver tier for Gulf Coast Dental Forum. Moved Periogen Biologics from Great Lakes Periodontal Symposium to Silver at Gulf Coast Dental Forum.',
    );
  });
});
