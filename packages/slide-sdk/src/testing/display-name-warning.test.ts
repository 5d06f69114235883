import { displayNameWarnings } from './display-name-warning.js';

describe('the display name warning of the contract kit', () => {
  it('warns when the display name only repeats the type', () => {
    for (const displayName of ['Ordering', 'ORDERING', ' ordering ']) {
      expect(displayNameWarnings({ type: 'ORDERING', displayName })).toEqual([
        expect.stringContaining(`displayName "${displayName}" repeats the type name`),
      ]);
    }
    expect(displayNameWarnings({ type: 'QUIZ_POLL', displayName: 'Quiz poll' })).toHaveLength(1);
    expect(displayNameWarnings({ type: 'QUIZ_POLL', displayName: 'Quiz-poll' })).toHaveLength(1);
  });

  it('is silent for a real Romanian name', () => {
    expect(displayNameWarnings({ type: 'ORDERING', displayName: 'Ordonare' })).toEqual([]);
    expect(displayNameWarnings({ type: 'QUIZ_POLL', displayName: 'Sondaj' })).toEqual([]);
  });
});

describe('the contract kit', () => {
  it('prints the warning as a check that does not fail', async () => {
    const { choiceCore } = await import('../__fixtures__/choice-core.js');
    const { choiceFixtures } = await import('../__fixtures__/choice-fixtures.js');
    const { createCoreContractChecks } = await import('./core-checks.js');
    const named = { ...choiceCore, displayName: choiceCore.type } as typeof choiceCore;
    const check = createCoreContractChecks(named as never, choiceFixtures as never).find((each) =>
      each.name.startsWith('displayName'),
    )!;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await check.run();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('repeats the type name'));
    warn.mockRestore();
  });
});
