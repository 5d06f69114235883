import { slideFirstWords } from './slide-summary.js';

describe('slideFirstWords', () => {
  it('takes the first words of the first text, without markdown or links', () => {
    expect(slideFirstWords({ url: 'https://youtu.be/x', text: '## Bateriile **uzate** și mediul' })).toBe(
      'Bateriile uzate și mediul',
    );
    expect(
      slideFirstWords({ question: 'Unde ducem bateriile uzate după ce se descarcă complet?', options: [] }),
    ).toBe('Unde ducem bateriile uzate după ce…');
    expect(slideFirstWords({ options: [{ text: 'Da' }] })).toBe('Da');
    expect(slideFirstWords({ minLength: 3 })).toBe('');
  });
});
