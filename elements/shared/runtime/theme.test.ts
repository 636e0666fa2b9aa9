import { emulateMedia } from '../../../test/support/commands.ts';
import { expect } from '@open-wc/testing';
import { currentTheme, initialTheme, setTheme } from './theme.ts';
import { breakStorage } from '../../../test/support/dom.ts';

describe('theme', () => {
  afterEach(async () => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    await emulateMedia({ colorScheme: 'light' });
  });

  it('starts from the saved choice, whatever the system prefers', async () => {
    await emulateMedia({ colorScheme: 'light' });
    localStorage.setItem('theme', 'dark');
    expect(initialTheme()).to.equal('dark');
    await emulateMedia({ colorScheme: 'dark' });
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).to.equal('light');
  });

  it('follows the system colour scheme when nothing is saved', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(initialTheme()).to.equal('dark');
    await emulateMedia({ colorScheme: 'light' });
    expect(initialTheme()).to.equal('light');
  });

  it('ignores a saved value that is not a theme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    localStorage.setItem('theme', 'purple');
    expect(initialTheme()).to.equal('dark');
  });

  it('switches the dark class on <html> and saves the choice under "theme"', () => {
    setTheme('dark');
    expect(document.documentElement.classList.contains('dark')).to.be.true;
    expect(currentTheme()).to.equal('dark');
    expect(localStorage.getItem('theme')).to.equal('dark');
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).to.be.false;
    expect(localStorage.getItem('theme')).to.equal('light');
  });

  it('still switches, and remembers for this page, when storage throws', () => {
    const restore = breakStorage();
    try {
      expect(() => setTheme('dark')).not.to.throw();
      expect(currentTheme()).to.equal('dark');
      expect(initialTheme()).to.equal('dark');
    } finally {
      restore();
    }
  });

  it('still switches when storage is full', () => {
    const restore = breakStorage(() => new DOMException('Quota exceeded', 'QuotaExceededError'));
    try {
      setTheme('dark');
      expect(currentTheme()).to.equal('dark');
    } finally {
      restore();
    }
  });
});
